// @ts-check
/**
 * The diner app's texts arrive after the code that reads them (docs/decisions/046-diner-app-in-english.md):
 * `tr.area.key` may be read inside a function (a component, a handler, `later(() => …)`),
 * never at a module's top level, where the area has not arrived yet.
 * @type {import('eslint').Rule.RuleModule}
 */
export const textsWhenUsed = {
  meta: {
    type: 'problem',
    docs: { description: 'no read of tr.area.key at the top level of a module' },
    messages: {
      topLevel:
        "'{{text}}' is read when the module runs, before its texts have arrived: read it inside a function, or keep the part with later(() => …) (i18n/area.ts).",
    },
    schema: [],
  },
  create(context) {
    return {
      /** @param {import('estree').MemberExpression & { parent: any }} node */
      MemberExpression(node) {
        const inner = node.object;
        if (
          inner.type !== 'MemberExpression' ||
          inner.object.type !== 'Identifier' ||
          inner.object.name !== 'tr'
        ) {
          return;
        }
        /** @type {any} */
        let scope = node.parent;
        while (scope) {
          if (
            scope.type === 'FunctionDeclaration' ||
            scope.type === 'FunctionExpression' ||
            scope.type === 'ArrowFunctionExpression'
          ) {
            return;
          }
          scope = scope.parent;
        }
        context.report({
          node,
          messageId: 'topLevel',
          data: { text: context.sourceCode.getText(node) },
        });
      },
    };
  },
};
