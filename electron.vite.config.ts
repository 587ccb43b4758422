import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './src-main/core/security/content-security-policy.ts';

const root = import.meta.dirname;

/**
 * Both hosts send the CSP as a header; the built page also carries it as a meta tag, so a page
 * served by anything else (a misconfigured protocol handler, a saved copy) is still locked down.
 * Its connect-src admits the browser host's socket on any loopback port, as the port is chosen at
 * launch. Build only: the dev server injects an inline script that this policy would block.
 */
function metaContentSecurityPolicy(): Plugin {
  const policy = contentSecurityPolicy({ connectSources: ['ws://127.0.0.1:*'], forMeta: true });
  return {
    name: 'stint:meta-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: {
        input: {
          index: resolve(root, 'src-main/electron/main.ts'),
          // The embedded service's own process (a utilityProcess), started by the core.
          service: resolve(root, 'src-main/electron/service-utility-main.ts'),
        },
      },
      // Native modules (better-sqlite3, @napi-rs/keyring) and other dependencies load from
      // node_modules at run time; they are Node-API binaries that work under Electron as is.
      externalizeDeps: true,
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      rolldownOptions: {
        input: { index: resolve(root, 'src-preload/index.ts') },
        // A sandboxed preload can only be one CommonJS file: no ESM, no require of node_modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
      externalizeDeps: false,
      isolatedEntries: true,
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [react(), metaContentSecurityPolicy()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
      sourcemap: false,
      minify: true,
    },
  },
});
