// Project rules that no published plugin states the way we want them.
import { basename } from 'node:path';
import { noStringKeyedLookup } from './no-string-keyed-lookup.js';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;

/** @type {import('eslint').ESLint.Plugin} */
export const stintPlugin = {
  meta: { name: 'stint' },
  rules: {
    'no-string-keyed-lookup': noStringKeyedLookup,
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
