// `npm run service`: the team server, run from its bundle (scripts/service/service-bundle.mjs),
// built first when a source changed. Where the bundle cannot be built (no development
// dependencies installed) it runs the TypeScript sources, which do the same with more memory.
import { pathToFileURL } from 'node:url';
import { assertNode24 } from './node-version.mjs';
import { limitMallocArenas } from './service/malloc-arenas.mjs';
import { serviceBundleEntry, sourceEntry } from './service/service-bundle.mjs';

assertNode24();
// Before anything else: the process starts again once, with glibc's arena limit (malloc-arenas.mjs).
limitMallocArenas();
const entry = serviceBundleEntry() ?? sourceEntry;
await import(pathToFileURL(entry).href);
