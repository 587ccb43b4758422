import { describe, expect, it } from 'vitest';
import { checkOperation, InvalidOperationError, isMutation } from './operation-check.ts';

describe('checkOperation', () => {
  it('accepts queries and mutations', () => {
    expect(() => checkOperation({ query: '{ projects(first: 1) { edges { node { id } } } }' })).not.toThrow();
    expect(() => checkOperation({ query: 'mutation M { deleteProject(id: "1") { id } }' })).not.toThrow();
    expect(() => checkOperation({ query: 'query A { a } query B { b }', operationName: 'B' })).not.toThrow();
  });

  it.each([
    ['{ broken', /does not parse/],
    ['fragment F on Project { id }', /no operation/],
    ['subscription S { ticks }', /Subscriptions/],
  ])('refuses %j', (query, message) => {
    expect(() => checkOperation({ query })).toThrow(InvalidOperationError);
    expect(() => checkOperation({ query })).toThrow(message);
  });

  it('needs a name that picks one of several operations', () => {
    expect(() => checkOperation({ query: 'query A { a } query B { b }' })).toThrow(/name the one/);
    expect(() => checkOperation({ query: 'query A { a } query B { b }', operationName: 'C' })).toThrow(
      /name the one/,
    );
  });

  it('knows a mutation from a query', () => {
    expect(isMutation({ query: 'mutation { a }' })).toBe(true);
    expect(isMutation({ query: '{ a }' })).toBe(false);
    expect(isMutation({ query: 'query A { a } mutation B { b }', operationName: 'B' })).toBe(true);
  });
});
