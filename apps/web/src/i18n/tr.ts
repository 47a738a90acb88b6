/**
 * Every Turkish text the diner sees, grouped by area, one module per area under tr/ (their
 * names are `tr`'s keys). Texts quoted by the specification (docs/requirements.md) are copied
 * verbatim; add to an area, or a module for a new area, rather than inlining strings in
 * components. `tr.area.text` only, never `tr` as a whole value: then each screen's chunk
 * carries only the areas it reads, and the first screens only theirs
 * (docs/decisions/029-declarative-router.md).
 */
export * as tr from './tr/index.ts';
