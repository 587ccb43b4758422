// Loaded with `node --import` into Electronegativity so that it never reaches the network: CI
// has none, and its HTTP client (got) crashes the process when a retry fires after the request
// already failed. Its two network uses (fresh translations, the Electron release list) both have
// offline fallbacks that take over when the request rejects.
import Module from 'node:module';

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
const loader = Module as unknown as { _load: Load };
const originalLoad = loader._load;
const refuse = (): Promise<never> => Promise.reject(new Error('network disabled for Electronegativity'));
const offline = Object.assign(refuse, { head: refuse, get: refuse });

loader._load = function load(this: unknown, request, parent, isMain) {
  if (request === 'got') return offline;
  return originalLoad.call(this, request, parent, isMain);
};
