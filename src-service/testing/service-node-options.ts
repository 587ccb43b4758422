import { readFileSync } from 'node:fs';

/**
 * The Node options in package.json's `service` script (`node --max-semi-space-size=8 …`): what
 * starts the service as a process of its own for a bench, a fuzz run or a memory load uses, so
 * that it meets the same process as `npm run service`, whatever the script says next.
 */
export function serviceNodeOptions(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts?: { service?: string };
  };
  const words = (manifest.scripts?.service ?? '').split(/\s+/);
  return words[0] === 'node' ? words.slice(1).filter((word) => word.startsWith('--')) : [];
}
