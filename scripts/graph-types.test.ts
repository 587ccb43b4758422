import { describe, expect, it } from 'vitest';
import { checkedInGraphEnv, graphEnvSource } from './graph-types.ts';

describe('the checked-in graph schema types', () => {
  it('match what the service schema produces now (run `npm run graph-types` after a schema change)', () => {
    expect(checkedInGraphEnv()).toBe(graphEnvSource());
  });
});
