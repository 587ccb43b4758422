import { describe, expect, it } from 'vitest';
import { CoreError } from '../ipc/core-error.ts';
import { listProjects } from '../projects/project-list.ts';
import { CoreGraph, type GraphOperationKind } from './core-graph.ts';
import type { GraphOperation, GraphResult } from './graph-client.ts';

const page: GraphResult = {
  data: {
    projects: {
      edges: [
        { node: { id: 'p1', title: 'Website', code: 'WEB', active: true, billable: true } },
        { node: { id: 'p2', title: 'Internal', code: null, active: false, billable: false } },
      ],
      pageInfo: { hasNextPage: true, endCursor: 'c2' },
      totalCount: 7,
    },
  },
};

describe('CoreGraph', () => {
  it('hands the transport the printed document and variables, and answers typed data', async () => {
    const sent: { operation: GraphOperation; kind: GraphOperationKind }[] = [];
    const graph = new CoreGraph((operation, kind) => {
      sent.push({ operation, kind });
      return Promise.resolve(page);
    });
    const learned: string[] = [];
    const answer = await listProjects(graph, { first: 2, after: 'c0' }, (p) => learned.push(p.title));
    expect(answer).toEqual({
      items: [
        { id: 'p1', title: 'Website', code: 'WEB', active: true, billable: true },
        { id: 'p2', title: 'Internal', code: null, active: false, billable: false },
      ],
      hasNextPage: true,
      endCursor: 'c2',
      totalCount: 7,
    });
    expect(learned).toEqual(['Website', 'Internal']);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('query');
    expect(sent[0]!.operation.operationName).toBe('ProjectList');
    expect(sent[0]!.operation.variables).toEqual({ first: 2, after: 'c0' });
    expect(sent[0]!.operation.query).toMatch(/^query ProjectList/);
  });

  it('passes the transport’s own error through unchanged (the session’s problems reach the renderer)', async () => {
    const refused = CoreError.asIs('sign-in-expired', 'Sign in again.');
    const graph = new CoreGraph(() => Promise.reject(refused));
    await expect(listProjects(graph, { first: 1 }, () => undefined)).rejects.toBe(refused);
  });

  it('turns a GraphQL error into a CoreError with the service’s sentence, learning nothing', async () => {
    const graph = new CoreGraph(() =>
      Promise.resolve({ data: null, errors: [{ message: 'first must be at most 100' }] }),
    );
    const learned: string[] = [];
    const error: unknown = await listProjects(graph, { first: 1 }, (p) => learned.push(p.id)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).message).toBe('first must be at most 100');
    expect(learned).toEqual([]);
  });
});
