// Zod compiles object parsers with `new Function` unless told not to, and probing for that is
// a script-src violation under our Content-Security-Policy (no 'unsafe-eval',
// docs/decisions/008-security-headers.md). It reads the setting when a schema is built, so
// main.tsx imports this module first.
//
// Without importing zod: the first screens build no schema, and zod (about 4 KB gzip of its
// core) would otherwise ride in the entry script only to be configured. Zod keeps its global
// configuration in `globalThis.__zod_globalConfig` and adopts an object already there when it
// loads; zod-jitless.test.ts checks that it still does.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
