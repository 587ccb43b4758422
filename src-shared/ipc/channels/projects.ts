import { z } from 'zod';
import { invoke, noArg } from '../define.ts';
import type { WriteOutcome } from '../../domain/outbox.ts';
import {
  projectCreateSchema,
  projectListArg,
  projectUpdateSchema,
  taskCreateSchema,
  taskUpdateSchema,
  type ClientView,
  type ProjectDetail,
  type ProjectListPage,
  type TaskView,
} from '../../domain/project.ts';
import { idArg, undoArg } from '../../domain/time-record.ts';
import { v1Id } from '../../domain/time-filter.ts';

/** The project list, from the graph endpoint through the core's typed GraphQL client. */
export const projectListInvoke = {
  'projects:list': invoke<ProjectListPage>()(projectListArg),
} as const;

/** Projects and their tasks, from the v1 interface. */
export const projectsInvoke = {
  'projects:detail': invoke<ProjectDetail>()(idArg),
  'projects:tasks': invoke<readonly TaskView[]>()(z.strictObject({ projectId: v1Id })),
  'projects:clients': invoke<readonly ClientView[]>()(noArg),
  'projects:create': invoke<WriteOutcome & { readonly id: string }>()(projectCreateSchema),
  'projects:update': invoke<WriteOutcome>()(projectUpdateSchema),
  'projects:delete': invoke<WriteOutcome>()(idArg),
  'projects:undo-delete': invoke<WriteOutcome>()(undoArg),
  'tasks:create': invoke<WriteOutcome & { readonly id: string }>()(taskCreateSchema),
  'tasks:update': invoke<WriteOutcome>()(taskUpdateSchema),
  'tasks:delete': invoke<WriteOutcome>()(idArg),
  'tasks:undo-delete': invoke<WriteOutcome>()(undoArg),
} as const;
