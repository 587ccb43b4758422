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

const mainCorePatterns = [
  electronPattern,
  { group: ['**/electron/**', '!electron'], message: 'The core may not import the Electron glue.' },
  layer('src-renderer'),
  layer('src-preload'),
  {
    group: ['**/src-service/**', '!**/src-service/index.ts'],
    message: 'Use the service only through src-service/index.ts.',
  },
];

const servicePaths = [...electronPaths, { name: 'react', message: 'The service has no UI.' }];
const servicePatterns = [electronPattern, layer('src-main'), layer('src-renderer'), layer('src-preload')];

// Wiring folders of the core put capabilities together for one job; they import capabilities,
// never the other way round. What several capabilities share lives in a capability folder
// (workplace/, v1-reading/, scheduler/ ...), not in a wiring folder.
const coreWiringFolders = ['daily', 'review'];
const wiring = (/** @type {string} */ name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `${name}/ wires capabilities together; move what you need from it into a capability folder.`,
});
const createCorePattern = {
  group: ['**/create-core.ts', '**/create-core'],
  message: 'Only the top of the core assembles it; a part may not import create-core.',
};

const rendererPaths = [...nodePaths, ...electronPaths, ...storagePaths, ...graphPaths];
const rendererPatterns = [
  nodePattern,
  electronPattern,
  graphPattern,
  layer('src-main'),
  layer('src-service'),
  layer('src-preload'),
];

/**
 * Renderer features are slices of the app; a feature uses another only as declared here, and the
 * declarations form no cycle (layer-rules.test.ts checks both, and that every feature folder is
 * listed). What several features need goes to ui/, platform/ or a small feature low in this list
 * (tracking/, organization/), not into a cycle. Tests may render features together.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const rendererFeatureUses = {
  account: ['navigation', 'status', 'time-filter'],
  favorites: [],
  mini: ['preferences', 'stopwatch', 'time', 'tracking'],
  navigation: [],
  organization: [],
  outbox: [],
  preferences: [],
  prices: [],
  projects: ['account', 'favorites', 'outbox', 'tracking', 'undo'],
  'quick-switcher': ['account', 'favorites', 'navigation', 'stopwatch'],
  reminders: ['preferences'],
  reports: ['account', 'organization', 'prices', 'status', 'time-filter'],
  settings: ['account', 'outbox', 'preferences', 'reminders', 'stopwatch'],
  status: [],
  stopwatch: [
    'favorites',
    'navigation',
    'organization',
    'preferences',
    'projects',
    'reminders',
    'tracking',
    'work-types',
  ],
  time: [
    'account',
    'organization',
    'outbox',
    'prices',
    'projects',
    'stopwatch',
    'time-filter',
    'tracking',
    'undo',
    'work-types',
  ],
  'time-filter': ['work-types'],
  tracking: [],
  trash: ['account', 'organization', 'status'],
  undo: [],
  'work-types': [],
};

/** @param {string} feature */
const featureRule = (feature) => {
  const uses = rendererFeatureUses[feature] ?? [];
  const others = Object.keys(rendererFeatureUses).filter((f) => f !== feature && !uses.includes(f));
  return /** @type {import('eslint').Linter.Config} */ ({
    name: `stint/layers/renderer-feature-${feature}`,
    files: [`src-renderer/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: rendererPaths,
          patterns: [
            ...rendererPatterns,
            { group: ['**/app/**'], message: 'A feature does not import the app shell that lays it out.' },
            ...others.map((other) => ({
              group: [`**/${other}/**`, `**/${other}`],
              message: `The ${feature} feature does not use ${other}/ (see rendererFeatureUses); move the shared piece lower.`,
            })),
          ],
        },
      ],
    },
  });
};

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
          paths: rendererPaths,
          patterns: rendererPatterns,
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
          patterns: mainCorePatterns,
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
          paths: servicePaths,
          patterns: servicePatterns,
        },
      ],
    },
  },
  {
    name: 'stint/layers/main-core-capabilities',
    files: ['src-main/core/*/**/*.ts'],
    ignores: [...coreWiringFolders.map((name) => `src-main/core/${name}/**`), 'src-main/core/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: electronPaths,
          patterns: [...mainCorePatterns, ...coreWiringFolders.map(wiring), createCorePattern],
        },
      ],
    },
  },
  ...coreWiringFolders.map(
    (name) =>
      /** @type {import('eslint').Linter.Config} */ ({
        name: `stint/layers/main-core-wiring-${name}`,
        files: [`src-main/core/${name}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: electronPaths,
              patterns: [
                ...mainCorePatterns,
                ...coreWiringFolders.filter((other) => other !== name).map(wiring),
                createCorePattern,
              ],
            },
          ],
        },
      }),
  ),
  {
    // The generic HTTP layer serves every interface; an interface registers its own error shape.
    name: 'stint/layers/service-http',
    files: ['src-service/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: servicePaths,
          patterns: [
            ...servicePatterns,
            {
              group: ['**/v1/**', '**/graph/**', '**/auth/**'],
              message: 'The HTTP layer knows no interface; let the interface register with the router.',
            },
          ],
        },
      ],
    },
  },
  {
    // Building blocks every feature may use; they know no feature.
    name: 'stint/layers/renderer-blocks',
    files: ['src-renderer/ui/**/*.{ts,tsx}', 'src-renderer/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: rendererPaths,
          patterns: [
            ...rendererPatterns,
            {
              group: ['**/features/**', '**/app/**'],
              message: 'ui/ and platform/ know no feature and no app shell.',
            },
          ],
        },
      ],
    },
  },
  ...Object.keys(rendererFeatureUses).map(featureRule),
];
