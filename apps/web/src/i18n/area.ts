import { use } from 'react';
import { loadCode } from '../lib/load-code.ts';
import { language, type Language } from './language.ts';

type Loaders<T> = Readonly<Record<Language, () => Promise<T>>>;

/** Loads of areas still on their way; `textsReady` waits for them. */
const pending = new Set<Promise<unknown>>();

/**
 * One area's texts in the page's language (docs/decisions/046-diner-app-in-english.md). Its
 * module starts to load when the chunk that reads the area runs, so only the areas a screen
 * reads, in one language, are fetched; `textsReady` is awaited before a screen renders. Read
 * before it has arrived, during a render the area suspends it (React's `use`); anywhere else
 * that is a bug and throws. A property read at a module's top level (before anything has
 * arrived) must go through `later`.
 */
export function area<T extends object>(name: string, loaders: Loaders<T>): T {
  let loaded: T | undefined;
  let failure: unknown;
  const loading = loadCode(loaders[language]).then(
    (texts) => {
      loaded = texts;
    },
    (error: unknown) => {
      failure = error;
    },
  );
  pending.add(loading);
  void loading.finally(() => pending.delete(loading));
  const current = (): T => {
    if (loaded) return loaded;
    if (failure !== undefined) throw new Error(`The texts of '${name}' could not be loaded`);
    // Suspends the render that reads an area still on its way (React's `use` may be called
    // conditionally, from any function a component calls while rendering).
    // eslint-disable-next-line react-hooks/rules-of-hooks
    use(loading);
    if (loaded) return loaded;
    throw new Error(`The texts of '${name}' could not be loaded`);
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** Resolves once every area asked for so far has arrived (or failed). */
export async function textsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/**
 * `load()` (a dynamic import, through lib/load-code.ts), resolved once the texts its code reads
 * have arrived too.
 */
export async function withTexts<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await loadCode(load);
  await textsReady();
  return loaded;
}

/**
 * Part of an area kept in a module-level constant (`const T = later(() => tr.bill.splitPage)`):
 * read when used, not when the module runs, when its area may not have arrived yet.
 */
export function later<T extends object>(part: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(part(), key),
    has: (_, key) => Reflect.has(part(), key),
    ownKeys: () => Reflect.ownKeys(part()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(part(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
