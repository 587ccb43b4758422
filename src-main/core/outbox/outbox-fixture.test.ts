import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayOutboxFixture, type OutboxReplay } from '../testing/outbox-replay.ts';

// An outbox file written by the code before entries had versions (fixtures/write-today-outbox.ts),
// and the requests that code sent for it (fixtures/record-today-requests.ts). Writes waiting on a
// person's computer across an update must still go out exactly as they would have.

const fixture = fileURLToPath(new URL('./fixtures/outbox-unversioned.sqlite', import.meta.url));
const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/outbox-unversioned.requests.json', import.meta.url), 'utf8'),
) as OutboxReplay;

describe('an outbox file written before entries had versions', () => {
  it('replays to the same requests it sent before', async () => {
    const replay = await replayOutboxFixture(fixture);
    expect(replay.refused).toEqual([]);
    expect(replay.requests).toEqual(recorded.requests);
  }, 30_000);
});
