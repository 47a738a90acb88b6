import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type Catalog,
  type CompiledMessage,
  FORMATTED_TYPES,
  formatMessage,
} from './compiled-message.ts';

// Every catalog of both languages, compiled by the same plugin as at build (vitest.config.ts).
const catalogs = import.meta.glob<Catalog>('../locales/*/*.json', {
  query: '?lingui',
  eager: true,
});
const inLanguage = (language: string) =>
  Object.entries(catalogs)
    .filter(([file]) => file.startsWith(`../locales/${language}/`))
    .flatMap(([, catalog]) => Object.entries(catalog.messages));

type Token = Exclude<CompiledMessage, string>[number];

/** The placeholders of a message, each with the token type it is read with (`''` as it is). */
function placeholders(tokens: CompiledMessage, found = new Map<string, string>()) {
  if (typeof tokens === 'string') return found;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type = '', cases] = token;
    if (!found.get(name)) found.set(name, type);
    if (type === 'plural' || type === 'select')
      for (const branch of Object.values(cases as Record<string, CompiledMessage>))
        if (Array.isArray(branch)) placeholders(branch, found);
  }
  return found;
}

/** Sample values: counts that pick every plural case, select keys and an unknown one, null. */
const samples: Record<string, unknown[]> = {
  plural: [0, 1, 2, 5, 21, 1234],
  select: [null, true, 'yes', 'something else'],
  '': ['Ayşe', 12, null],
};

describe('compiled catalog messages, formatted without the Lingui runtime', () => {
  it('use only the forms formatMessage knows', () => {
    const types = new Set(
      [...inLanguage('tr'), ...inLanguage('en')].flatMap(([, message]) => [
        ...placeholders(message).values(),
      ]),
    );
    types.delete('');
    expect(
      [...types].filter((type) => !(FORMATTED_TYPES as readonly string[]).includes(type)),
    ).toEqual([]);
  });

  it.each(['tr', 'en'])('read every %s message as Lingui would', (language) => {
    const messages = inLanguage(language);
    const lingui = setupI18n({
      locale: language,
      messages: { [language]: Object.fromEntries(messages) },
    });
    expect(messages.length).toBeGreaterThan(400);
    for (const [id, message] of messages) {
      const names = [...placeholders(message)];
      for (let sample = 0; sample < 6; sample++) {
        const values = Object.fromEntries(
          names.map(([name, type]) => {
            const choices = samples[type] ?? samples['']!;
            return [name, choices[(sample + name.length) % choices.length]];
          }),
        );
        expect(formatMessage(message, language, values), id).toBe(lingui._(id, values));
      }
    }
  });

  it('picks the plural case by the language and the exact value first', () => {
    const [hidden] = inLanguage('en').filter(([id]) => id === 'menu.allergenHidden');
    expect(formatMessage(hidden![1], 'en', { count: 1 })).toBe(
      '1 dish with allergens you avoid is hidden.',
    );
    expect(formatMessage(hidden![1], 'en', { count: 3 })).toBe(
      '3 dishes with allergens you avoid are hidden.',
    );
    const [button] = inLanguage('tr').filter(([id]) => id === 'menu.allergensButton');
    expect(formatMessage(button![1], 'tr', { count: 0 })).toBe('Alerjenlerim');
    expect(formatMessage(button![1], 'tr', { count: 2 })).toBe('Alerjenlerim (2)');
  });

  it("reads a plural's exact case without making the language's plural rules (ADR 124)", () => {
    // Counted as they are made, in a language no other test formats in: its rules are not made
    // yet, whatever ran before.
    const Rules = Intl.PluralRules;
    // Writable at run time; typed read-only.
    const intl = Intl as { PluralRules: typeof Rules };
    let made = 0;
    intl.PluralRules = class extends Rules {
      constructor(...args: ConstructorParameters<typeof Rules>) {
        super(...args);
        made += 1;
      }
    } as typeof Rules;
    try {
      const [button] = inLanguage('tr').filter(([id]) => id === 'menu.allergensButton');
      expect(formatMessage(button![1], 'de', { count: 0 })).toBe('Alerjenlerim');
      expect(made).toBe(0);
      expect(formatMessage(button![1], 'de', { count: 2 })).toBe('Alerjenlerim (2)');
      expect(made).toBe(1);
    } finally {
      intl.PluralRules = Rules;
    }
  });

  it('writes # as the count in the language', () => {
    const apples: CompiledMessage = [
      ['n', 'plural', { one: ['#', ' apple'], other: ['#', ' apples'] }],
    ];
    expect(formatMessage(apples, 'en', { n: 1234 })).toBe('1,234 apples');
    expect(formatMessage(apples, 'tr', { n: 1234 })).toBe('1.234 apples');
  });
});
