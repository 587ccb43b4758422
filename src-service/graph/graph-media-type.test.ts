import { describe, expect, it } from 'vitest';
import { graphResponseJson, legacyJson, negotiateGraphMediaType } from './graph-media-type.ts';

describe('negotiateGraphMediaType', () => {
  it('keeps application/json when Accept is missing, empty or only wildcards', () => {
    for (const accept of [undefined, '', '  ', '*/*', 'application/*', '*/*;q=0.8']) {
      expect(negotiateGraphMediaType(accept)).toBe(legacyJson);
    }
  });

  it('follows the higher q-value', () => {
    expect(negotiateGraphMediaType(`${legacyJson};q=0.5, ${graphResponseJson}`)).toBe(graphResponseJson);
    expect(negotiateGraphMediaType(`${graphResponseJson};q=0.2, ${legacyJson};q=0.3`)).toBe(legacyJson);
    expect(negotiateGraphMediaType(`${graphResponseJson}, ${legacyJson};q=0.9`)).toBe(graphResponseJson);
  });

  it('on equal q prefers a named type over a wildcard, then the one listed first', () => {
    expect(negotiateGraphMediaType(`${legacyJson}, ${graphResponseJson}`)).toBe(legacyJson);
    expect(negotiateGraphMediaType(`${graphResponseJson}, ${legacyJson}`)).toBe(graphResponseJson);
    expect(negotiateGraphMediaType(`*/*, ${graphResponseJson}`)).toBe(graphResponseJson);
  });

  it('reads types case-insensitively and ignores parameters other than q', () => {
    expect(negotiateGraphMediaType('Application/GraphQL-Response+JSON; charset=utf-8')).toBe(
      graphResponseJson,
    );
  });

  it('lets q=0 on a named type overrule a wildcard', () => {
    expect(negotiateGraphMediaType(`${legacyJson};q=0, */*`)).toBe(graphResponseJson);
  });

  it('answers null when neither type is acceptable', () => {
    for (const accept of [
      'text/html',
      'application/xml, text/*',
      `${graphResponseJson};q=0, ${legacyJson};q=0`,
    ]) {
      expect(negotiateGraphMediaType(accept)).toBeNull();
    }
  });

  it('skips ranges with a malformed q-value instead of guessing', () => {
    expect(negotiateGraphMediaType(`${graphResponseJson};q=2, ${legacyJson}`)).toBe(legacyJson);
    expect(negotiateGraphMediaType(`${graphResponseJson};q=abc`)).toBeNull();
  });
});
