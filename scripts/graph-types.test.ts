import { describe, expect, it } from 'vitest';
import { checkedInGraphSources, graphSources } from './graph-types.ts';

describe('the checked-in graph schema files of the core', () => {
  it('match what the service schema produces now (run `npm run graph-types` after a schema change)', () => {
    const now = graphSources();
    const checkedIn = checkedInGraphSources();
    expect(checkedIn.env).toBe(now.env);
    expect(checkedIn.schema).toBe(now.schema);
  });
});
