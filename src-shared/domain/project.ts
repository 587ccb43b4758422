import { z } from 'zod';
import type { NamedRef } from './stopwatch.ts';
import { v1Id } from './time-filter.ts';

/** One project of the list (from the graph endpoint). */
export interface ProjectListItem {
  readonly id: string;
  readonly title: string;
  readonly code: string | null;
  readonly active: boolean;
  readonly billable: boolean;
}

/** The most projects one `projects:list` page holds (the graph endpoint's page limit). */
export const projectPageMax = 100;

export const projectListArg = z.strictObject({
  first: z.number().int().min(1).max(projectPageMax),
  /** `endCursor` of the previous page; absent or null for the first page. */
  after: z.string().min(1).max(1000).nullable().optional(),
});
export type ProjectListArg = z.infer<typeof projectListArg>;

/** One page of the organization's projects, by title (cursor paging). */
export interface ProjectListPage {
  readonly items: readonly ProjectListItem[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
  /** How many projects the organization has in all. */
  readonly totalCount: number;
}

/** A project's detail (from the v1 interface, counts through `append`). */
export interface ProjectDetail {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly code: string | null;
  readonly note: string | null;
  readonly active: boolean;
  readonly billable: boolean;
  readonly personal: boolean;
  readonly client: NamedRef | null;
  readonly timeBudgetMs: number | null;
  readonly priceBudget: number | null;
  readonly timeRecordsCount: number | null;
  readonly tasksCount: number | null;
  readonly membersCount: number | null;
}

export interface TaskView {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly projectId: string;
  readonly done: boolean;
}

export interface ClientView {
  readonly id: string;
  readonly name: string;
}

const name = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is empty.`).max(max, `${what} is too long (at most ${max} characters).`);

const projectFieldsShape = {
  name: name('The name', 200),
  code: z.string().trim().max(20, 'The code is too long (at most 20 characters).').nullable(),
  note: z.string().max(5000, 'The note is too long.').nullable(),
  clientId: v1Id.nullable(),
  billable: z.boolean(),
  active: z.boolean(),
  timeBudgetMs: z
    .number()
    .int()
    .min(0)
    .max(100_000 * 3_600_000)
    .nullable(),
  priceBudget: z.number().min(0).max(1e12).nullable(),
};

export const projectCreateSchema = z.strictObject(projectFieldsShape);
export type ProjectCreate = z.output<typeof projectCreateSchema>;

export const projectUpdateSchema = z.strictObject({
  id: v1Id,
  version: z.number().int().min(0),
  changes: z.strictObject(projectFieldsShape).partial(),
});
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

export const taskCreateSchema = z.strictObject({ projectId: v1Id, name: name('The task name', 200) });
export const taskUpdateSchema = z.strictObject({
  id: v1Id,
  version: z.number().int().min(0),
  changes: z.strictObject({ name: name('The task name', 200), done: z.boolean() }).partial(),
});
