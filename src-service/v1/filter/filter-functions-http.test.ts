import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';

// The case-folding functions of compiled filters exist on the service's own connection, not
// only in the compiler's tests: the desktop app's text filter is `substringof(…, tolower(…))`.

let c: V1TestClient;
beforeAll(async () => {
  c = await startV1();
  await c.login('alice@example.com', 'alice-password');
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

describe('tolower and toupper over HTTP', () => {
  it('filters time records by words of the description, whatever their case', async () => {
    const filter = "substringof('CALL', toupper(description)) eq true and tolower(description) ne ''";
    const res = await c.request('GET', `time/timerecords?$top=5&$filter=${encodeURIComponent(filter)}`);
    expect(res.status).toBe(200);
    const records = res.json as { description: string }[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record.description.toLowerCase()).toContain('call');
  });
});
