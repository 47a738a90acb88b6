import { use } from 'react';
import { loadCode } from '../lib/load-code.ts';
import { type CompiledMessage, formatMessage } from './compiled-message.ts';
import { language } from './language.ts';
import type { Area, MessageId } from './message-ids.ts';
import type { MessageValues } from './message-values.ts';

/**
 * The diner's texts (docs/decisions/106-diner-app-on-lingui.md): Lingui catalogs, one file per
 * language and area (`locales/<language>/<area>.json`, core's rule texts the `rules` area,
 * ADR 117), compiled at build. A module names the
 * areas it reads, `const t = texts('bill', 'orders')`, which starts loading them in the page's
 * language when the module runs: a screen's chunk brings the loads of its own texts, and only
 * those, in one language (ADR 046). `t('bill.splitPage.title')` takes ids of those areas only,
 * checked by TypeScript against the Turkish catalog; read it when rendering or handling an
 * event, not at a module's top level, where its area may not have arrived yet. The compiled
 * messages are formatted by compiled-message.ts, not by Lingui's runtime.
 */

/** The page's language's catalog loaders, by file (catalogs-tr.ts, catalogs-en.ts). */
const loadCatalogs =
  language === 'en' ? () => import('./catalogs-en.ts') : () => import('./catalogs-tr.ts');
const catalogsOf = () => loadCode(loadCatalogs).then((module) => module.catalogs);

/** Ids of the given areas. */
type IdOf<A extends Area> = Extract<MessageId, `${A}.${string}`>;

/** A message's values, or none for a message without placeholders. */
type ValuesOf<Id extends MessageId> = Id extends keyof MessageValues
  ? [values: MessageValues[Id]]
  : [];

/**
 * `t('orders.card.number', { number })`. `t.lookup` is for an id made from data whose text may
 * not exist: undefined then, and the caller shows the raw value. `t.list('qrScan.steps')` reads
 * a list, `qrScan.steps.0`, `.1`, … as far as the catalog goes.
 */
export type Translate<A extends Area> = {
  <Id extends IdOf<A>>(id: Id, ...values: ValuesOf<Id>): string;
  lookup(id: `${A}.${string}`): string | undefined;
  list(group: `${A}.${string}`): string[];
};

/** The messages of the areas arrived so far, by id. */
const messages: Record<string, CompiledMessage> = {};

type Arrival = { promise: Promise<void>; arrived: boolean; failure?: unknown };
const arrivals = new Map<string, Arrival>();

/** `billFigures` → `bill-figures`, the catalog's file name. */
const fileOf = (area: string) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where the page's language's catalogs are: the app's, then core's rule texts (ADR 117). */
const folders = [`../locales/${language}/`, `../../../../packages/core/locales/${language}/`];

function ask(area: string): Arrival {
  const known = arrivals.get(area);
  if (known) return known;
  const arrival: Arrival = { arrived: false, promise: Promise.resolve() };
  arrival.promise = catalogsOf()
    .then((catalogs) => {
      const load = folders
        .map((folder) => catalogs[`${folder}${fileOf(area)}.json`])
        .find((found) => found !== undefined);
      return load ? loadCode(load) : Promise.reject(new Error('no such catalog'));
    })
    .then(
      ({ messages: arrived }) => {
        Object.assign(messages, arrived);
        arrival.arrived = true;
      },
      (error: unknown) => {
        arrival.failure = error;
        arrival.arrived = true;
      },
    );
  arrivals.set(area, arrival);
  return arrival;
}

/**
 * Throws unless the id's area has arrived; during a render it suspends it until then (React's
 * `use` may be called conditionally, from any function a component calls while rendering).
 */
function awaitArea(id: string): void {
  const area = id.slice(0, id.indexOf('.'));
  const arrival = ask(area);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!arrival.arrived) use(arrival.promise);
  if (arrival.failure !== undefined) throw new Error(`The texts of '${area}' could not be loaded`);
}

/**
 * An empty text or a missing value reaches the message as null, so one `select` branch covers
 * `reason ? …` and `charge ?? …` alike (ICU has no empty-string key).
 */
function normalized(values: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === '' || value === undefined ? null : value,
    ]),
  );
}

/** The id itself for an id its catalog lacks, as Lingui shows it (typecheck refuses one). */
function translate(id: string, values?: Record<string, unknown>): string {
  awaitArea(id);
  const message = messages[id];
  return message === undefined ? id : formatMessage(message, language, normalized(values));
}

function lookup(id: string): string | undefined {
  awaitArea(id);
  return messages[id] === undefined ? undefined : translate(id);
}

function list(group: string): string[] {
  const items: string[] = [];
  for (
    let text = lookup(`${group}.0`);
    text !== undefined;
    text = lookup(`${group}.${items.length}`)
  )
    items.push(text);
  return items;
}

const t = Object.assign(translate, { lookup, list });

/** Starts loading the areas in the page's language; the `t` that reads them. */
export function texts<A extends Area>(...areas: A[]): Translate<A> {
  for (const area of areas) ask(area);
  return t as Translate<A>;
}

/** Resolves once every area asked for so far has arrived (or failed). */
export async function textsReady(): Promise<void> {
  let waiting = [...arrivals.values()].filter((arrival) => !arrival.arrived);
  while (waiting.length > 0) {
    await Promise.all(waiting.map((arrival) => arrival.promise));
    waiting = [...arrivals.values()].filter((arrival) => !arrival.arrived);
  }
}

/**
 * `load()` (a dynamic import, through lib/load-code.ts), resolved once the texts its code asks
 * for have arrived too.
 */
export async function withTexts<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await loadCode(load);
  await textsReady();
  return loaded;
}

/** Every area of the page's language, asked for at once: unit tests read any text. */
export async function askEveryArea(): Promise<void> {
  for (const file of Object.keys(await catalogsOf())) {
    const folder = folders.find((prefix) => file.startsWith(prefix));
    if (folder === undefined) continue;
    const area = file.slice(folder.length, -'.json'.length);
    ask(area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
  }
  return textsReady();
}
