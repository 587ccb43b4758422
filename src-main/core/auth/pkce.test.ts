import { describe, expect, it } from 'vitest';
import { createPkce, s256Challenge } from './pkce.ts';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a verifier of allowed length and alphabet, and a state, fresh every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { verifier, challenge, state } = createPkce();
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
      expect(challenge).toBe(s256Challenge(verifier));
      expect(state.length).toBeGreaterThanOrEqual(43);
      expect(seen.has(verifier) || seen.has(state)).toBe(false);
      seen.add(verifier).add(state);
    }
  });

  it('draws from the given RNG', () => {
    const sizes: number[] = [];
    const values = createPkce((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 7);
    });
    expect(sizes).toEqual([48, 32]);
    expect(values.verifier).toBe(Buffer.alloc(48, 7).toString('base64url'));
  });
});
