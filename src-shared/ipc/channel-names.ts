import type { EventChannel, InvokeChannel } from './contract.ts';

// The channel names alone, as plain strings: the preload checks names before anything reaches main
// and must not pull in the zod schemas of the contract (they tripled its size). Only types are
// imported, so this file costs the preload nothing but the strings. channel-names.test.ts fails
// when these lists and the contract differ; the types below fail the build on a missing name.

export const invokeChannelNames = [
  'app:get-info',
  'backend:get-status',
  'app:get-window-title',
  'app:notification-action',
  'session:get',
  'session:sign-in',
  'session:sign-in-with-api-key',
  'session:cancel-sign-in',
  'session:sign-out',
  'session:connect-v1',
  'org:list',
  'org:switch',
  'connection:get',
  'connection:set',
  'stopwatch:get',
  'stopwatch:start',
  'stopwatch:pause',
  'stopwatch:resume',
  'stopwatch:stop',
  'stopwatch:stop-elsewhere',
  'stopwatch:edit',
  'stopwatch:refresh',
  'stopwatch:answer-away',
  'stopwatch:get-settings',
  'stopwatch:set-settings',
  'stopwatch:today',
  'timerecords:list',
  'timerecords:count',
  'timerecords:total',
  'timerecords:get',
  'timerecords:create',
  'timerecords:update',
  'timerecords:delete',
  'timerecords:undo-delete',
  'projects:list',
  'projects:detail',
  'projects:tasks',
  'projects:clients',
  'projects:create',
  'projects:update',
  'projects:delete',
  'projects:undo-delete',
  'tasks:create',
  'tasks:update',
  'tasks:delete',
  'tasks:undo-delete',
  'outbox:get',
  'outbox:retry',
  'outbox:drop',
  'outbox:overwrite',
  'outbox:held',
  'outbox:discard-held',
  'preferences:get',
  'preferences:update',
  'reports:account',
  'reports:summary',
  'reports:slices',
  'reports:trend',
  'reports:records',
  'reports:export-csv',
  'reports:filter-options',
  'trash:list',
  'trash:preview',
  'trash:restore',
  'trash:purge',
  'prices:quote',
  'prices:preview-update',
  'prices:update',
  'worktypes:list',
  'favorites:list',
  'favorites:add',
  'favorites:remove',
  'entries:suggest',
  'entries:recent',
] as const satisfies readonly InvokeChannel[];

export const eventChannelNames = [
  'backend:status-changed',
  'app:notification',
  'app:show-section',
  'app:open-quick-switcher',
  'app:window-title',
  'session:changed',
  'org:changed',
  'data:changed',
  'stopwatch:changed',
  'stopwatch:today-changed',
  'outbox:changed',
  'preferences:changed',
  'favorites:changed',
  'entries:changed',
] as const satisfies readonly EventChannel[];

// Compile-time completeness: a channel added to the contract but not listed here makes these `never`.
type Exhaustive<Listed, All> = [Exclude<All, Listed>] extends [never] ? true : never;
export const invokeNamesComplete: Exhaustive<(typeof invokeChannelNames)[number], InvokeChannel> = true;
export const eventNamesComplete: Exhaustive<(typeof eventChannelNames)[number], EventChannel> = true;

const invokeNames: ReadonlySet<string> = new Set(invokeChannelNames);
const eventNames: ReadonlySet<string> = new Set(eventChannelNames);

export function isInvokeChannelName(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && invokeNames.has(value);
}

export function isEventChannelName(value: unknown): value is EventChannel {
  return typeof value === 'string' && eventNames.has(value);
}
