import {
  createProject,
  getProject,
  isProjectIdSeen,
  projectFieldsProblem,
  type ProjectFields,
  type ProjectRow,
} from '../domain/projects/project-store.ts';
import { isReservedId } from '../domain/ids/reserved-ids.ts';
import { constraintViolation } from '../storage/sql-errors.ts';
import { moveToTrash } from '../domain/trash/trash.ts';
import { tenantOf, type GraphContext } from './graph-context.ts';
import { graphError } from './graph-errors.ts';

const uuid = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

interface ProjectInput {
  title?: string | null;
  code?: string | null;
  note?: string | null;
  active?: boolean | null;
  billable?: boolean | null;
  personal?: boolean | null;
}

/** Mutations need full access; the endpoint refuses READ members before running, this is the backstop. */
function writableTenant(context: GraphContext): ReturnType<typeof tenantOf> {
  const tenant = tenantOf(context);
  if (context.principal.membership?.access !== 'FULL') {
    throw graphError('Changing data needs full access in this organization.', 'UNAUTHORIZED');
  }
  return tenant;
}

/** GraphQL null means "not given" for the flags and the title; code and note may be cleared. */
function fields(input: ProjectInput, keys: readonly (keyof ProjectInput)[]): ProjectFields {
  const has = (key: keyof ProjectInput): boolean => keys.includes(key);
  return {
    ...(input.title == null ? {} : { name: input.title }),
    ...(has('code') ? { code: input.code ?? null } : {}),
    ...(has('note') ? { note: input.note ?? null } : {}),
    ...(input.active == null ? {} : { active: input.active }),
    ...(input.billable == null ? {} : { billable: input.billable }),
    ...(input.personal == null ? {} : { personal: input.personal }),
  };
}

/**
 * The insert hit an existing project id: the primary key, or the (organization_id, id) pair.
 * SQLite names the columns in its message, PostgreSQL the constraint it reports.
 */
function isIdConflict(error: unknown): boolean {
  if (constraintViolation(error) !== 'unique' || !(error instanceof Error)) return false;
  if (/\bprojects\.id\b/.test(error.message)) return true;
  return (
    'constraint' in error &&
    typeof error.constraint === 'string' &&
    /^projects_(pkey|organization_id_id_key)$/.test(error.constraint)
  );
}

export async function createProjectResolver(
  _root: unknown,
  args: { input: ProjectInput & { id?: string | null; title: string } },
  context: GraphContext,
): Promise<ProjectRow> {
  const { scope, userId } = writableTenant(context);
  const { input } = args;
  if (input.id != null && !uuid.test(input.id))
    throw graphError('id must be a lowercase UUID.', 'BAD_REQUEST');
  const values = fields(input, Object.keys(input) as (keyof ProjectInput)[]);
  const problem = projectFieldsProblem({ ...values, name: input.title });
  if (problem !== null) throw graphError(problem, 'BAD_REQUEST');
  // An id taken where the caller cannot see it (another organization) answers like a reserved
  // one, never as a conflict that would tell it exists (docs/v1-permissions.md).
  const unusable = (): Error =>
    graphError('This id cannot be chosen for a new project; send none and one is assigned.', 'BAD_REQUEST');
  if (input.id != null && isReservedId(input.id)) throw unusable();
  try {
    return await createProject(scope, {
      ...values,
      ...(input.id == null ? {} : { id: input.id }),
      name: input.title,
      ownerId: userId,
    });
  } catch (error) {
    if (!isIdConflict(error) || input.id == null) throw error;
    if (!(await isProjectIdSeen(scope, userId, input.id))) throw unusable();
    throw graphError('A project with this id already exists.', 'CONFLICT');
  }
}

export async function updateProjectResolver(
  _root: unknown,
  args: { input: ProjectInput & { id: string; version?: number | null } },
  context: GraphContext,
): Promise<ProjectRow> {
  const { scope, userId } = writableTenant(context);
  const { input } = args;
  // One transaction from the read to the write: the permission check below decides on the row as
  // read, so no other instance's change may land in between.
  return scope.transaction(async () => {
    const current = await getProject(scope, userId, input.id);
    if (current === undefined) throw graphError('No such project.', 'NOT_FOUND');
    const values = fields(input, Object.keys(input) as (keyof ProjectInput)[]);
    // As in v1: making a project personal hides it from everyone but its owner, so only the
    // project's owner or the organization's owner may change it.
    if (
      values.personal !== undefined &&
      values.personal !== (current.personal === 1) &&
      current.owner_id !== userId &&
      context.principal.membership?.owner !== true
    ) {
      throw graphError(
        "Only the project's owner or the organization's owner may make it personal or shared.",
        'UNAUTHORIZED',
      );
    }
    const problem = projectFieldsProblem(values);
    if (problem !== null) throw graphError(problem, 'BAD_REQUEST');
    const result = await scope.update(
      'projects',
      input.id,
      {
        name: values.name?.trim(),
        code: values.code,
        note: values.note,
        active: values.active,
        billable: values.billable,
        personal: values.personal,
      },
      input.version == null ? {} : { expectedVersion: input.version },
    );
    if (result.status === 'not-found') throw graphError('No such project.', 'NOT_FOUND');
    if (result.status === 'stale') {
      throw graphError(
        `The project was changed meanwhile (version ${result.version}); reload it and try again.`,
        'CONFLICT',
      );
    }
    const row = await getProject(scope, userId, input.id);
    if (row === undefined) throw graphError('No such project.', 'NOT_FOUND');
    return row;
  });
}

export async function deleteProjectResolver(
  _root: unknown,
  args: { id: string },
  context: GraphContext,
): Promise<{ id: string; trashItemId: string; groupId: string; movedCount: number }> {
  const { scope, userId } = writableTenant(context);
  if ((await getProject(scope, userId, args.id)) === undefined)
    throw graphError('No such project.', 'NOT_FOUND');
  const moved = await moveToTrash(scope, { objectClass: 'Project', id: args.id, deletedByUserId: userId });
  if (moved === null) throw graphError('No such project.', 'NOT_FOUND');
  return { id: args.id, trashItemId: moved.trashItemId, groupId: moved.groupId, movedCount: moved.moved };
}
