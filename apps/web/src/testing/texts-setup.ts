import { expect } from 'vitest';
// As main.tsx does: zod is configured before the texts (and the core rules they import) load it.
import '../lib/zod-jitless.ts';

// Unit tests read the diner's texts in Turkish (jsdom's browser language is English), and a
// file named *.en.test.ts(x) in English: every area is asked for and has arrived before a test
// runs (ADR 106). The language is read when i18n/language.ts first runs, so the choice is
// stored before anything imports it.
const english = /\.en\.test\.tsx?$/.test(expect.getState().testPath ?? '');
localStorage.setItem('masa-language', english ? 'en' : 'tr');
const { askEveryArea } = await import('../i18n/texts.ts');
await askEveryArea();
