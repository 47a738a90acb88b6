/**
 * Every text the diner sees, in the page's language (i18n/language.ts), grouped by area: `tr`
 * as in "translated". The Turkish source of each area is `tr/<area>.ts`, the English one
 * `en/<area>.ts`, typed by it (a missing key fails the typecheck); texts quoted by the
 * specification are copied verbatim (docs/spec-texts.md). Add to an area, or a module for a
 * new area (and its binding in `texts/`), rather than inlining strings in components.
 * `tr.area.text` only, never `tr` as a whole value: each screen's chunk then carries only the
 * areas it reads, and fetches them in one language only (docs/decisions/029-declarative-router.md,
 * docs/decisions/046-diner-app-in-english.md). Read texts when rendering or handling an event,
 * not at a module's top level (`later` in area.ts keeps a part of an area for later).
 */
export * as tr from './texts/index.ts';
