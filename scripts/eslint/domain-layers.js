// @ts-check
import path from 'node:path';

/**
 * The server's order areas stand in layers (ADR 107, "Since then"): a sitting, its bill, the
 * order that is priced from both, the live order the diner follows, and the staff's work on
 * all of them. An area imports the ones below it at run time, never one above: the five were
 * a knot of imports both ways, so that none could be read, tested or moved alone. A type-only
 * import is erased and does not count (a bill names the order row it reads).
 */
export const DOMAIN_LAYERS = ['table-sessions', 'bill', 'orders', 'live-orders', 'staff'];

/** The layer of `file` when it is in one of the areas: its index in DOMAIN_LAYERS. */
function layerOf(/** @type {string} */ file) {
  const match = /[\\/]apps[\\/]server[\\/]src[\\/]domain[\\/]([^\\/]+)[\\/]/.exec(file);
  const index = match ? DOMAIN_LAYERS.indexOf(/** @type {string} */ (match[1])) : -1;
  return index === -1 ? null : index;
}

/** @type {import('eslint').Rule.RuleModule} */
export const domainLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'a domain area of the order path imports no area above it' },
    messages: {
      upward:
        "'{{from}}' imports '{{to}}' at run time, an area above it ({{layers}}): move the piece both need down, or let the upper area call the lower (ADR 107).",
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from === null) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source) + path.sep);
      if (to === null || to <= from) return;
      const data = {
        from: DOMAIN_LAYERS[from],
        to: DOMAIN_LAYERS[to],
        layers: DOMAIN_LAYERS.join(' < '),
      };
      context.report({ node, messageId: 'upward', data });
    };
    /** Whether an import or export names types only (`import type`, or every name `type x`). */
    const typeOnly = (/** @type {any} */ node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every(
          (/** @type {any} */ one) => one.importKind === 'type' || one.exportKind === 'type',
        ));

    return {
      ImportDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
      ExportNamedDeclaration: (node) =>
        node.source && !typeOnly(node) && check(node, node.source.value),
      ExportAllDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
