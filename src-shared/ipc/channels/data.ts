import type { DataResource } from '../../domain/data-resource.ts';
import { event } from '../define.ts';

export interface DataChanged {
  readonly resources: readonly DataResource[];
}

/**
 * Main announces every change to organization data it made or learned of (a write confirmed by
 * the server, a restore from the trash, an outbox drained). The renderer refreshes every query
 * whose key starts with one of the resources, so all open views stay in step.
 */
export const dataEvents = {
  'data:changed': event<DataChanged>(),
} as const;
