import { describe, expect, it } from 'vitest';
import { graphRequestFromBody, graphRequestFromSearch } from './graph-request-params.ts';

const search = (pairs: [string, string][]): URLSearchParams => new URLSearchParams(pairs);

describe('graphRequestFromBody', () => {
  it('reads query, variables and operation name; null and missing mean none', () => {
    expect(graphRequestFromBody({ query: '{ a }', variables: { n: 1 }, operationName: 'A' })).toEqual({
      query: '{ a }',
      variables: { n: 1 },
      operationName: 'A',
    });
    expect(
      graphRequestFromBody({ query: '{ a }', variables: null, operationName: null, extensions: null }),
    ).toEqual({ query: '{ a }', variables: {}, operationName: null });
  });

  it('names the parameter that has the wrong shape', () => {
    expect(graphRequestFromBody([])).toEqual({ problem: 'The body must be a JSON object with a query.' });
    expect(graphRequestFromBody({ query: ' ' })).toEqual({ problem: 'query must be a non-empty string.' });
    expect(graphRequestFromBody({ query: '{ a }', variables: [1] })).toEqual({
      problem: 'variables must be an object.',
    });
    expect(graphRequestFromBody({ query: '{ a }', operationName: 1 })).toEqual({
      problem: 'operationName must be a string.',
    });
    expect(graphRequestFromBody({ query: '{ a }', extensions: 'x' })).toEqual({
      problem: 'extensions must be an object.',
    });
  });
});

describe('graphRequestFromSearch', () => {
  it('reads variables and extensions as JSON text', () => {
    expect(
      graphRequestFromSearch(
        search([
          ['query', 'query A($n: Int) { a(n: $n) }'],
          ['variables', '{"n":2}'],
          ['operationName', 'A'],
          ['extensions', '{"x":true}'],
        ]),
      ),
    ).toEqual({ query: 'query A($n: Int) { a(n: $n) }', variables: { n: 2 }, operationName: 'A' });
  });

  it('refuses a missing query, a repeated parameter and variables that are not a JSON object', () => {
    expect(graphRequestFromSearch(search([]))).toEqual({ problem: 'query must be a non-empty string.' });
    expect(
      graphRequestFromSearch(
        search([
          ['query', '{ a }'],
          ['operationName', 'A'],
          ['operationName', 'B'],
        ]),
      ),
    ).toEqual({ problem: 'operationName must be given once.' });
    expect(
      graphRequestFromSearch(
        search([
          ['query', '{ a }'],
          ['variables', '{n:1}'],
        ]),
      ),
    ).toEqual({ problem: 'variables must be JSON text.' });
    expect(
      graphRequestFromSearch(
        search([
          ['query', '{ a }'],
          ['variables', '"text"'],
        ]),
      ),
    ).toEqual({ problem: 'variables must be an object.' });
  });
});
