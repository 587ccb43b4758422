import { z } from 'zod';
import { invoke } from '../define.ts';

/** A GraphQL operation as urql hands it over; main adds the credential and sends it. */
export const graphOperationArg = z.strictObject({
  query: z.string().min(1).max(100_000),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().min(1).max(200).nullable().optional(),
});
export type GraphOperation = z.infer<typeof graphOperationArg>;

export interface GraphErrorLocation {
  readonly line: number;
  readonly column: number;
}

export interface GraphError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly locations?: readonly GraphErrorLocation[];
  readonly extensions?: Record<string, unknown>;
}

/** The GraphQL response: data and errors as the service sent them. */
export interface GraphResult {
  readonly data?: unknown;
  readonly errors?: readonly GraphError[];
}

export const graphInvoke = {
  'graph:execute': invoke<GraphResult>()(graphOperationArg),
} as const;
