import ts from 'typescript';

// Where core states a message (docs/decisions/117-core-rule-texts-by-id.md): a schema's message,
// a refusal it returns (`error`, `message`), a table of messages. `sentencesWritten` lists each
// sentence written there in one module; core names its rule texts by id instead.

/** A sentence: letters and a space (an id, `rules.order.partyTooLarge`, has none). */
const SENTENCE = /\p{L}.*\s.*\p{L}/u;
/** zod's checks whose last argument is the message: `.min(1, '…')`, `.regex(re, '…')`. */
const CHECKS = new Set(['min', 'max', 'length', 'regex', 'gte', 'lte', 'gt', 'lt', 'refine']);
/** zod's checks whose only argument is the message: `.int('…')`, `.positive('…')`. */
const ONE_ARGUMENT = new Set(['int', 'positive', 'nonnegative', 'email', 'url', 'nonempty']);
const MESSAGE_PROPERTY = new Set(['error', 'message']);
const TABLE = /^[A-Z][A-Z_]*_(MESSAGES|TEXTS)$/;

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node);

/** Every sentence written where a message goes, as `file: text`. */
export function sentencesWritten(file: string, text: string): string[] {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  // A message kept in a constant of the module (`const required = '…'; .min(1, required)`) is
  // read where it is used, as if written there.
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(tree);
  const report = (node: ts.Node) => {
    const written = ts.isIdentifier(node) ? (constants.get(node.text) ?? node) : node;
    if (isText(written) && SENTENCE.test(written.getText(tree)))
      found.push(`${file}: ${written.getText(tree)}`);
  };
  /** Each string value of a table's object literal, nested ones too. */
  const reportValues = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      if (ts.isObjectLiteralExpression(node.initializer))
        node.initializer.properties.forEach(reportValues);
      else if (ts.isArrowFunction(node.initializer)) report(node.initializer.body);
      else report(node.initializer);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTY.has(node.name.getText(tree)))
      report(node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const check = node.expression.name.text;
      const [first, ...rest] = node.arguments;
      if (CHECKS.has(check) && rest.length > 0) report(rest.at(-1)!);
      if (ONE_ARGUMENT.has(check) && first) report(first);
    }
    if (ts.isVariableDeclaration(node) && TABLE.test(node.name.getText(tree)) && node.initializer) {
      const table =
        ts.isAsExpression(node.initializer) || ts.isSatisfiesExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
      const literal = ts.isAsExpression(table) ? table.expression : table;
      if (ts.isObjectLiteralExpression(literal)) literal.properties.forEach(reportValues);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
