import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import type { OutboxStatus } from '../../domain/outbox.ts';

const writeArg = z.strictObject({ id: z.uuid() });

/** The writes waiting to reach the service, and what the person does about refused ones. */
export const outboxInvoke = {
  'outbox:get': invoke<OutboxStatus>()(noArg),
  /** Tries a waiting or refused write again now. */
  'outbox:retry': invoke<OutboxStatus>()(writeArg),
  /** Gives a refused write up (the service keeps what it has). */
  'outbox:drop': invoke<OutboxStatus>()(writeArg),
  /** A stale-version conflict: apply the person's change over the newer stored version. */
  'outbox:overwrite': invoke<OutboxStatus>()(writeArg),
} as const;

export const outboxEvents = {
  'outbox:changed': event<OutboxStatus>(),
} as const;
