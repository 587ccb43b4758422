import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { readText, ResponseTooLargeError } from './read-body.ts';
import { parseRetryAfter } from './retry-after.ts';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read and caps absurd waits at an hour', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter('-5')).toBeNull();
    expect(parseRetryAfter('999999999')).toBe(3_600_000);
  });
});

describe('backoffDelay', () => {
  const policy = { initialMs: 1000, maxMs: 8000, jitter: 0.5 };
  it('doubles up to the maximum', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 50].map((n) => backoffDelay(n, policy, null, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('jitters downwards only and honours a longer Retry-After', () => {
    expect(backoffDelay(1, policy, null, () => 1)).toBe(500);
    expect(backoffDelay(1, policy, 30_000, () => 0)).toBe(30_000);
    expect(backoffDelay(4, policy, 10, () => 0)).toBe(8000);
  });
});

describe('readText', () => {
  it('reads a body within the limit', async () => {
    expect(await readText(new Response('hello'), 10)).toBe('hello');
  });

  it('refuses a body above the limit, declared or streamed', async () => {
    await expect(readText(new Response('x'.repeat(11)), 10)).rejects.toThrow(ResponseTooLargeError);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(8));
      },
    });
    await expect(readText(new Response(stream), 100)).rejects.toThrow(ResponseTooLargeError);
  });
});
