import { Kind, parse, type DocumentNode } from 'graphql';
import type { GraphOperation } from '../../../src-shared/ipc/channels/graph.ts';

export class InvalidOperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOperationError';
  }
}

/**
 * Checks what the renderer asks main to send: a parseable document with queries or mutations
 * only (no subscriptions over this channel), and an operation name that picks one operation when
 * there are several. The service checks the rest.
 */
export function checkOperation(operation: GraphOperation): void {
  let document: DocumentNode;
  try {
    document = parse(operation.query, { maxTokens: 20_000 });
  } catch (error) {
    throw new InvalidOperationError(
      `The GraphQL operation does not parse: ${error instanceof Error ? error.message.split('\n')[0] : 'syntax error'}`,
    );
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) throw new InvalidOperationError('The GraphQL document has no operation.');
  if (operations.some((op) => op.operation === 'subscription')) {
    throw new InvalidOperationError('Subscriptions are not carried over this channel.');
  }
  const name = operation.operationName ?? null;
  if (operations.length > 1 && (name === null || !operations.some((op) => op.name?.value === name))) {
    throw new InvalidOperationError('The GraphQL document has several operations; name the one to run.');
  }
}

/** Whether the operation that will run is a mutation (these need full access). */
export function isMutation(operation: GraphOperation): boolean {
  const document = parse(operation.query);
  const name = operation.operationName ?? null;
  const chosen = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (name === null || d.name?.value === name),
  );
  return chosen?.kind === Kind.OPERATION_DEFINITION && chosen.operation === 'mutation';
}
