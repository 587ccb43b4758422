// Project rules that no published plugin states the way we want them.
import { basename } from 'node:path';
import { noStringKeyedLookup } from './no-string-keyed-lookup.js';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

/** Props a person reads or hears: their text comes from the message catalogs. */
const userFacingProps = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
  'description',
]);
/** Text with a word in it (two letters or more); punctuation, digits and symbols alone are fine. */
const hasWord = /\p{L}{2,}/u;

/**
 * The English words of a literal, or null when it has none or is allowed (product names).
 * @param {string} text
 * @param {ReadonlySet<string>} allowed
 * @returns {string | null}
 */
function wordsOf(text, allowed) {
  const trimmed = text.trim();
  if (!hasWord.test(trimmed) || allowed.has(trimmed)) return null;
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}

/** @type {import('eslint').ESLint.Plugin} */
export const stintPlugin = {
  meta: { name: 'stint' },
  rules: {
    'no-string-keyed-lookup': noStringKeyedLookup,
    'no-literal-ui-text': {
      meta: {
        type: 'problem',
        docs: {
          description:
            'Text a person reads (JSX text, aria-label, title, placeholder, alt, label) comes from the message catalogs, never a literal.',
        },
        schema: [
          {
            type: 'object',
            properties: { allow: { type: 'array', items: { type: 'string' } } },
            additionalProperties: false,
          },
        ],
        messages: {
          text: 'Literal UI text "{{text}}": add a message to src-shared/i18n/messages-en.ts (and -de) and use t(\'id\').',
        },
      },
      create(context) {
        /* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment --
           ESLint's rule API types JSX nodes (and rule options) as any. */
        const options = /** @type {{ allow?: string[] } | undefined} */ (context.options[0]);
        const allowed = new Set(options?.allow ?? []);
        /** @param {import('estree').Node} node @param {string} text */
        const check = (node, text) => {
          const words = wordsOf(text, allowed);
          if (words !== null) context.report({ node, messageId: 'text', data: { text: words } });
        };
        // JSX nodes are not in ESLint's types; these handlers read them by their documented shape.
        /** @param {any} node */
        const checkExpression = (node) => {
          if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
          if (node.type === 'TemplateLiteral')
            for (const quasi of node.quasis) check(quasi, quasi.value.cooked ?? '');
          if (node.type === 'ConditionalExpression') {
            checkExpression(node.consequent);
            checkExpression(node.alternate);
          }
          if (node.type === 'LogicalExpression') checkExpression(node.right);
        };
        return {
          JSXText(node) {
            check(node, node.value);
          },
          JSXExpressionContainer(node) {
            if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment')
              checkExpression(node.expression);
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
            if (name === null || !userFacingProps.has(name) || node.value === null) return;
            if (node.value.type === 'Literal' && typeof node.value.value === 'string')
              check(node.value, node.value.value);
            if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression);
          },
        };
        /* eslint-enable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment */
      },
    },
    'kebab-case-filename': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File names are kebab-case.' },
        schema: [],
        messages: { name: 'File name "{{name}}" is not kebab-case.' },
      },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename);
            if (!kebab.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};
