import type { z } from 'zod';
import { appEvents, appInvoke } from './channels/app.ts';
import { dataEvents } from './channels/data.ts';
import { favoritesEvents, favoritesInvoke } from './channels/favorites.ts';
import { entriesEvents, entriesInvoke } from './channels/entries.ts';
import { preferencesEvents, preferencesInvoke } from './channels/preferences.ts';
import { outboxEvents, outboxInvoke } from './channels/outbox.ts';
import { projectListInvoke, projectsInvoke } from './channels/projects.ts';
import { sessionEvents, sessionInvoke } from './channels/session.ts';
import { stopwatchEvents, stopwatchInvoke } from './channels/stopwatch.ts';
import { timeRecordsInvoke } from './channels/timerecords.ts';
import { pricesInvoke } from './channels/prices.ts';
import { reportsInvoke } from './channels/reports.ts';
import { trashInvoke } from './channels/trash.ts';
import { workTypesInvoke } from './channels/worktypes.ts';

/**
 * The single IPC contract of Stint. Each domain keeps its channels in `channels/<domain>.ts`;
 * this file only joins them, so adding a domain is one import and one spread.
 */
export const invokeContract = {
  ...appInvoke,
  ...sessionInvoke,
  ...stopwatchInvoke,
  ...timeRecordsInvoke,
  ...projectListInvoke,
  ...projectsInvoke,
  ...outboxInvoke,
  ...preferencesInvoke,
  ...reportsInvoke,
  ...trashInvoke,
  ...pricesInvoke,
  ...workTypesInvoke,
  ...favoritesInvoke,
  ...entriesInvoke,
} as const;

export const eventContract = {
  ...appEvents,
  ...sessionEvents,
  ...dataEvents,
  ...stopwatchEvents,
  ...outboxEvents,
  ...preferencesEvents,
  ...favoritesEvents,
  ...entriesEvents,
} as const;

export type InvokeContract = typeof invokeContract;
export type EventContract = typeof eventContract;
export type InvokeChannel = keyof InvokeContract;
export type EventChannel = keyof EventContract;

export type InvokeArg<C extends InvokeChannel> = z.input<InvokeContract[C]['arg']>;
export type InvokeParsedArg<C extends InvokeChannel> = z.output<InvokeContract[C]['arg']>;
export type InvokeResult<C extends InvokeChannel> = ReturnType<InvokeContract[C]['result']>;
export type EventPayload<C extends EventChannel> = ReturnType<EventContract[C]['payload']>;

/** Argument list of `invoke`: channels whose argument is `undefined` take none. */
export type InvokeArgs<C extends InvokeChannel> =
  undefined extends InvokeArg<C> ? [arg?: InvokeArg<C>] : [arg: InvokeArg<C>];

/** The runtime allow-lists, derived from the contract so that they cannot drift from it. */
export const invokeChannels: ReadonlySet<string> = new Set(Object.keys(invokeContract));
export const eventChannels: ReadonlySet<string> = new Set(Object.keys(eventContract));

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && invokeChannels.has(value);
}

export function isEventChannel(value: unknown): value is EventChannel {
  return typeof value === 'string' && eventChannels.has(value);
}

/** Channel names are `domain:verb` (lowercase, kebab-case words). */
export const channelNamePattern = /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/;
