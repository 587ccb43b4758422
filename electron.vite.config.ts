import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: { input: { index: resolve(root, 'src-main/electron/main.ts') } },
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
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
      sourcemap: false,
      minify: true,
    },
  },
});
