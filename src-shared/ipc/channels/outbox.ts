import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import type { HeldWriteGroup, OutboxStatus } from '../../domain/outbox.ts';

const writeArg = z.strictObject({ id: z.uuid() });

/** One person's held writes on one connection (ids as `outbox:held` answered them). */
const heldOwnerArg = z.strictObject({
  connection: z.string().min(1).max(2048),
  person: z.string().min(1).max(256),
});

/** The writes waiting to reach the service, and what the person does about refused ones. */
export const outboxInvoke = {
  'outbox:get': invoke<OutboxStatus>()(noArg),
  /** Tries a waiting or refused write again now. */
  'outbox:retry': invoke<OutboxStatus>()(writeArg),
  /** Gives a refused write up (the service keeps what it has). */
  'outbox:drop': invoke<OutboxStatus>()(writeArg),
  /** A stale-version conflict: apply the person's change over the newer stored version. */
  'outbox:overwrite': invoke<OutboxStatus>()(writeArg),
  /** Writes of other people who used Stint here, waiting for them to sign in again. */
  'outbox:held': invoke<readonly HeldWriteGroup[]>()(noArg),
  /** Gives up one person's held writes (the person confirmed it); answers the groups left. */
  'outbox:discard-held': invoke<readonly HeldWriteGroup[]>()(heldOwnerArg),
} as const;

export const outboxEvents = {
  'outbox:changed': event<OutboxStatus>(),
} as const;
