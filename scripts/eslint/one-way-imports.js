// @ts-check
import path from 'node:path';

/**
 * Imports in an app's src/ flow one way (docs/architecture.md, bulletproof-react's rule):
 * shared code (lib/, components/, hooks/, i18n/, testing/) → features/<f>/ → app/. A feature
 * imports shared code and its own files, never another feature nor app/; shared code imports
 * neither. What two features need goes to shared code, or app/ composes them.
 */

/** The app's src folder and the area of `file` inside it: `features/<f>`, `app` or a shared folder. */
function areaOf(/** @type {string} */ file) {
  const match = /^(.*[\\/]apps[\\/][^\\/]+[\\/]src)[\\/](.*)$/.exec(file);
  if (!match) return null;
  const [, src, rest] = /** @type {[string, string, string]} */ (match);
  const parts = rest.split(/[\\/]/);
  if (parts.length < 2) return { src, area: 'entry' };
  const area = parts[0] === 'features' ? `features/${parts[1]}` : /** @type {string} */ (parts[0]);
  return { src, area };
}

/** @type {import('eslint').Rule.RuleModule} */
export const oneWayImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'a feature imports only shared code and its own files; shared code imports no feature nor app/',
    },
    messages: {
      otherFeature:
        "'{{from}}' imports '{{to}}': features do not import each other. Move what both need to its domain's home in lib/ (components/ when it has no domain), or let app/ compose them (docs/architecture.md).",
      upward:
        "'{{from}}' imports '{{to}}': imports flow from shared code to features to app/, never back (docs/architecture.md).",
    },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from || from.area === 'app' || from.area === 'entry') return {};
    const fromFeature = from.area.startsWith('features/');

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.src !== from.src || to.area === from.area) return;
      const upward = to.area === 'app' || to.area === 'entry';
      if (fromFeature && to.area.startsWith('features/'))
        context.report({ node, messageId: 'otherFeature', data: { from: from.area, to: to.area } });
      else if (upward || (!fromFeature && to.area.startsWith('features/')))
        context.report({ node, messageId: 'upward', data: { from: from.area, to: to.area } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      /** `typeof import('…')` in a type. @param {any} node */
      TSImportType: (node) =>
        check(node, node.argument?.literal?.value ?? node.source?.value ?? node.argument?.value),
      /** A test's `vi.mock('…')`, `vi.importActual('…')`. */
      CallExpression: (node) => {
        const { callee } = node;
        const [first] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          first?.type === 'Literal'
        )
          check(node, first.value);
      },
    };
  },
};
