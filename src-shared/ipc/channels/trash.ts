import { z } from 'zod';
import { invoke, noArg } from '../define.ts';
import type { TrashGroup, TrashPreview, TrashRestoreResult } from '../../domain/trash.ts';
import { v1Id } from '../../domain/time-filter.ts';

/** A group's root item (acts on the whole group), or a single item whose root is gone. */
export const trashItemArg = z.strictObject({ rootItemId: v1Id });

export const trashInvoke = {
  /** Deleted objects of the organization, one entry per delete, newest first. */
  'trash:list': invoke<readonly TrashGroup[]>()(noArg),
  /** What restoring a group brings back, by class with names. */
  'trash:preview': invoke<TrashPreview>()(trashItemArg),
  /** Brings a whole group back with the same ids; every open view is told (`data:changed`). */
  'trash:restore': invoke<TrashRestoreResult>()(trashItemArg),
  /** Removes a whole group for good. */
  'trash:purge': invoke<{ readonly removed: number }>()(trashItemArg),
} as const;
