import { describe, expect, it } from 'vitest';
import { sameMessage } from './same-message.ts';

describe('sameMessage', () => {
  it('compares id and values, not the objects', () => {
    const url = 'http://127.0.0.1:4000';
    expect(
      sameMessage(
        { id: 'backend.problem.noAnswer', values: { url } },
        { id: 'backend.problem.noAnswer', values: { url } },
      ),
    ).toBe(true);
    expect(
      sameMessage(
        { id: 'backend.problem.noAnswer', values: { url } },
        { id: 'backend.problem.noAnswer', values: { url: 'http://127.0.0.1:4001' } },
      ),
    ).toBe(false);
    expect(sameMessage({ id: 'error.v1.notAnswering' }, { id: 'error.v1.keepsTrying' })).toBe(false);
  });

  it('treats no values like empty values, and null only like null', () => {
    expect(sameMessage({ id: 'error.v1.notAnswering' }, { id: 'error.v1.notAnswering', values: {} })).toBe(
      true,
    );
    expect(sameMessage(null, null)).toBe(true);
    expect(sameMessage(null, { id: 'error.v1.notAnswering' })).toBe(false);
  });

  it('compares nested messages by value', () => {
    const nested = (url: string) => ({
      id: 'error.backendProblemSignIn' as const,
      values: { problem: { id: 'backend.problem.noAnswer' as const, values: { url } } },
    });
    expect(sameMessage(nested('a'), nested('a'))).toBe(true);
    expect(sameMessage(nested('a'), nested('b'))).toBe(false);
    expect(sameMessage(nested('a'), { id: 'error.backendProblemSignIn', values: { problem: 'a' } })).toBe(
      false,
    );
  });
});
