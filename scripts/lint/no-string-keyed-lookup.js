// A lookup table in a plain object, read with arbitrary text, answers for every name on
// Object.prototype: `handlers[name]` finds a function for `constructor`, `toString` or
// `__proto__` that nobody registered. Where the key is request text, that is a 500 (or worse)
// waiting for a hostile client. The rule reports reading `table[key]` and `key in table` when the
// key is typed as any string (not a union of known literals) and the table is a string-keyed
// record with typed values (handlers, views, messages, definitions): use a Map, or check
// `Object.hasOwn(table, key)` first.
//
// Not reported, on purpose: records whose values are `unknown` (database rows, parsed bodies),
// which every reader must check the type of anyway, so a prototype member reads as a wrong type;
// and writes (`out[name] = value`), which build answers from the service's own field names.
import ts from 'typescript';

/** A key typed so that any text may arrive: `string`, a template pattern, or a union holding one. */
/** @param {import('typescript').Type} type */
function isOpenString(type) {
  if (type.isUnion()) return type.types.some(isOpenString);
  return (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.Any)) !== 0;
}

/** A table whose keys are any string and whose values are typed: Record<string, T>, T not unknown. */
/**
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Type} type
 * @returns {boolean}
 */
function isStringKeyedRecord(checker, type) {
  if (type.isUnion()) return type.types.some((t) => isStringKeyedRecord(checker, t));
  if ((type.flags & ts.TypeFlags.Object) === 0) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return checker
    .getIndexInfosOfType(type)
    .some(
      (info) =>
        (info.keyType.flags & ts.TypeFlags.String) !== 0 &&
        (info.type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) === 0,
    );
}

/** `node` is where a value is stored (`out[k] = v`, `out[k] += v`, `delete out[k]`), not read. */
/** @param {import('eslint').Rule.Node} node */
function isWriteTarget(node) {
  const parent = /** @type {import('estree').Node | null} */ (node.parent);
  if (parent === null) return false;
  if (parent.type === 'AssignmentExpression') return parent.left === node;
  return parent.type === 'UnaryExpression' && parent.operator === 'delete';
}

/**
 * `Object.hasOwn(object, key)` in a condition around `node` (`Object.hasOwn(t, k) ? t[k] : x`).
 * @param {import('eslint').Rule.Node} node
 * @param {string} objectText
 * @param {string} keyText
 * @param {import('eslint').SourceCode} sourceCode
 */
function guardedByHasOwn(node, objectText, keyText, sourceCode) {
  /** @type {import('eslint').Rule.Node | null} */
  for (let current = node.parent; current !== null; current = current.parent) {
    const test =
      current.type === 'ConditionalExpression' || current.type === 'IfStatement'
        ? current.test
        : current.type === 'LogicalExpression' && current.operator === '&&'
          ? current.left
          : null;
    if (test === null) continue;
    const text = sourceCode.getText(test).replace(/\s+/g, '');
    if (text.includes(`Object.hasOwn(${objectText},${keyText})`)) return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noStringKeyedLookup = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A string-keyed plain object is not indexed by arbitrary text (it finds Object.prototype members); use a Map or Object.hasOwn.',
    },
    schema: [],
    messages: {
      lookup:
        '`{{text}}` looks up arbitrary text in a plain object, which finds `constructor`, `toString`, `__proto__`: use a Map, or check Object.hasOwn first.',
    },
  },
  create(context) {
    // What typescript-eslint's parser provides when the file has type information (ESLint's own
    // types say `any`, hence the cast).
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
    const services =
      /** @type {{ program?: import('typescript').Program | null, esTreeNodeToTSNodeMap: { get(node: import('estree').Node): import('typescript').Node } } | undefined} */ (
        context.sourceCode.parserServices
      );
    const program = services?.program;
    if (services === undefined || program == null) return {};
    const checker = program.getTypeChecker();
    /** @param {import('estree').Node} node */
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    /**
     * @param {import('eslint').Rule.Node} node
     * @param {import('estree').Node} objectNode
     * @param {import('estree').Node} keyNode
     */
    const check = (node, objectNode, keyNode) => {
      if (keyNode.type === 'Literal' || keyNode.type === 'PrivateIdentifier') return;
      if (!isOpenString(typeOf(keyNode))) return;
      if (!isStringKeyedRecord(checker, typeOf(objectNode))) return;
      const sourceCode = context.sourceCode;
      const objectText = sourceCode.getText(objectNode).replace(/\s+/g, '');
      const keyText = sourceCode.getText(keyNode).replace(/\s+/g, '');
      if (guardedByHasOwn(node, objectText, keyText, sourceCode)) return;
      context.report({ node, messageId: 'lookup', data: { text: sourceCode.getText(node) } });
    };
    return {
      MemberExpression(node) {
        if (node.computed && !isWriteTarget(node)) check(node, node.object, node.property);
      },
      BinaryExpression(node) {
        if (node.operator === 'in' && node.left.type !== 'PrivateIdentifier')
          check(node, node.right, node.left);
      },
    };
  },
};
