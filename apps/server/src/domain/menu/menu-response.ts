// The menu's schemas live in core, so the diner's app infers its types from them.
export * from '@masa/core/menu/menu.schemas';
