import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceNodeOptions } from './service-node-options.ts';

describe('the Node options of npm run service', () => {
  it('are the flags of package.json’s service script, without node and the launcher', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { service: string };
    };
    const options = serviceNodeOptions();
    expect(options.length).toBeGreaterThan(0);
    expect(manifest.scripts.service).toBe(`node ${options.join(' ')} scripts/service.mjs`);
  });
});
