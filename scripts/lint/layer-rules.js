// The layering of Stint as lint rules. eslint.config.js applies them, and layer-rules.test.ts
// plants violations to prove each rule fires. Arrows point towards src-shared only:
//   src-shared    imports nothing of ours, no Node, no Electron (zod only)
//   src-renderer  imports src-shared only; no Node, no Electron
//   src-preload   imports electron and src-shared only
//   src-main core and browser host: no electron; src-service only through its index.ts
//   src-main/electron: the only place in main that imports electron
//   src-service   never imports main, renderer or preload; no electron
import { builtinModules } from 'node:module';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));
const nodePaths = nodeBuiltins.map((name) => ({
  name,
  message: 'This layer runs without Node; ask main over IPC instead.',
}));
const nodePattern = {
  group: ['node:*'],
  message: 'This layer runs without Node; ask main over IPC instead.',
};

const electronPaths = ['electron', 'electron-store'].map((name) => ({
  name,
  message: 'Only src-main/electron (and the preload) may import Electron.',
}));
const electronPattern = {
  group: ['electron/*'],
  message: 'Only src-main/electron (and the preload) may import Electron.',
};

const storagePaths = ['better-sqlite3', '@napi-rs/keyring', 'keytar', 'ws'].map((name) => ({
  name,
  message: 'Storage, keychain and sockets belong to main or the service.',
}));

// GraphQL documents and their client live in the core; the renderer asks over typed channels.
const graphMessage =
  'GraphQL belongs to the core: ask main over a typed channel (projects:list and friends).';
const graphPaths = ['urql', 'graphql', 'graphql-tag', 'gql.tada'].map((name) => ({
  name,
  message: graphMessage,
}));
const graphPattern = { group: ['@urql/*', 'graphql/*', 'gql.tada/*', '@0no-co/*'], message: graphMessage };

/** @param {string} name */
const layer = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This layer may not import ${name}.`,
});

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    name: 'stint/layers/shared',
    files: ['src-shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodePaths,
            ...electronPaths,
            ...storagePaths,
            { name: 'react', message: 'src-shared is UI-free.' },
          ],
          patterns: [
            nodePattern,
            electronPattern,
            layer('src-main'),
            layer('src-renderer'),
            layer('src-service'),
            layer('src-preload'),
          ],
        },
      ],
    },
  },
  {
    name: 'stint/layers/renderer',
    files: ['src-renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodePaths, ...electronPaths, ...storagePaths, ...graphPaths],
          patterns: [
            nodePattern,
            electronPattern,
            graphPattern,
            layer('src-main'),
            layer('src-service'),
            layer('src-preload'),
          ],
        },
      ],
    },
  },
  {
    name: 'stint/layers/preload',
    files: ['src-preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodePaths, ...storagePaths],
          patterns: [nodePattern, layer('src-main'), layer('src-renderer'), layer('src-service')],
        },
      ],
    },
  },
  {
    name: 'stint/layers/main-core',
    files: ['src-main/core/**/*.ts', 'src-main/browser-host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: electronPaths,
          patterns: [
            electronPattern,
            { group: ['**/electron/**', '!electron'], message: 'The core may not import the Electron glue.' },
            layer('src-renderer'),
            layer('src-preload'),
            {
              group: ['**/src-service/**', '!**/src-service/index.ts'],
              message: 'Use the service only through src-service/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'stint/layers/main-electron',
    files: ['src-main/electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('src-renderer'),
            layer('src-preload'),
            {
              group: ['**/src-service/**'],
              message: 'The Electron glue reaches the service through the core.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'stint/layers/service',
    files: ['src-service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...electronPaths, { name: 'react', message: 'The service has no UI.' }],
          patterns: [electronPattern, layer('src-main'), layer('src-renderer'), layer('src-preload')],
        },
      ],
    },
  },
];
