// The areas every screen reads (the shell's, the request client's), in English: one module, so
// they come in one piece on the first load (ADR 046).
export { app } from './app.ts';
export { errors } from './errors.ts';
export { nav } from './nav.ts';
export { notifications } from './notifications.ts';
