import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probing for that is
// a script-src violation under our Content-Security-Policy (no 'unsafe-eval',
// docs/decisions/008-security-headers.md). It reads this setting when a schema is built, so
// main.tsx imports this module before anything that builds one.
z.config({ jitless: true });
