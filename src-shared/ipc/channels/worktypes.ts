import { invoke, noArg } from '../define.ts';
import type { WorkTypeOption } from '../../domain/work-type.ts';

/** Work types (activities) of the current organization. */
export const workTypesInvoke = {
  /**
   * The active work types by name, each with the projects that limit themselves to it; the last
   * list read stands in while the service does not answer.
   */
  'worktypes:list': invoke<readonly WorkTypeOption[]>()(noArg),
} as const;
