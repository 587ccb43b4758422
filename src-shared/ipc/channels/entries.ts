import { z } from 'zod';
import { event, invoke } from '../define.ts';
import type { EntryTemplate } from '../../domain/entry-template.ts';

const limit = z.number().int().min(1, 'At least one.').max(50, 'At most 50.').optional();

export const entriesSuggestArg = z.strictObject({
  text: z.string().max(2000, 'The text is too long (at most 2000 characters).'),
  limit,
});
export const entriesRecentArg = z.strictObject({ limit }).optional();

/** What the person worked on before in the current organization (from their own records). */
export const entriesInvoke = {
  /** Earlier entries matching typed text, most recent and most frequent first. */
  'entries:suggest': invoke<readonly EntryTemplate[]>()(entriesSuggestArg),
  /** The last distinct entries, newest first, to continue. */
  'entries:recent': invoke<readonly EntryTemplate[]>()(entriesRecentArg),
} as const;

export const entriesEvents = {
  /** The recent entries changed (a record was added, edited or deleted, or the organization changed). */
  'entries:changed': event<readonly EntryTemplate[]>(),
} as const;
