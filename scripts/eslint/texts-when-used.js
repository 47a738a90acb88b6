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
    docs: {
      description:
        'no read of tr.area.key (or of a module-level alias of an area) at the top level of a module',
    },
    messages: {
      topLevel:
        "'{{text}}' is read when the module runs, before its texts have arrived: read it inside a function, or keep the part with later(() => …) (i18n/area.ts).",
    },
    schema: [],
  },
  create(context) {
    /** Module-level names that hold an area or a part of one: `const t = tr.menu`, `later(…)`. */
    const aliases = new Set();
    /** @param {any} init */
    const holdsTexts = (init) =>
      init &&
      ((init.type === 'MemberExpression' &&
        init.object.type === 'Identifier' &&
        init.object.name === 'tr') ||
        (init.type === 'CallExpression' &&
          init.callee.type === 'Identifier' &&
          init.callee.name === 'later'));
    return {
      /** @param {import('estree').Program} program */
      Program(program) {
        for (const statement of program.body) {
          /** @type {any} */
          const declaration =
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations) {
            if (declarator.id.type === 'Identifier' && holdsTexts(declarator.init))
              aliases.add(declarator.id.name);
          }
        }
      },
      /** @param {import('estree').MemberExpression & { parent: any }} node */
      MemberExpression(node) {
        const inner = node.object;
        const readsArea =
          inner.type === 'MemberExpression' &&
          inner.object.type === 'Identifier' &&
          inner.object.name === 'tr';
        const readsAlias = inner.type === 'Identifier' && aliases.has(inner.name);
        if (!readsArea && !readsAlias) return;
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
