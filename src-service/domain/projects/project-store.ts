import type { SqlFragment, TenantScope } from '../../storage/tenant-scope.ts';

export interface ProjectRow {
  readonly id: string;
  readonly version: number;
  readonly created_at: number;
  readonly updated_at: number;
  readonly name: string;
  readonly code: string | null;
  readonly note: string | null;
  readonly active: number;
  readonly billable: number;
  readonly personal: number;
  readonly owner_id: string;
  readonly client_id: string | null;
}

export interface ProjectPage {
  readonly rows: readonly ProjectRow[];
  readonly hasNextPage: boolean;
  /** Counted only when asked for (a separate query). */
  readonly totalCount: () => Promise<number>;
}

export const projectLimits = { nameMaxLength: 200, codeMaxLength: 20, noteMaxLength: 10_000 } as const;

/** Personal projects are visible to their owner only (v1 Project.personal). */
const visibleTo = (userId: string): SqlFragment => ({
  sql: 'projects.personal = 0 OR projects.owner_id = ?',
  params: [userId],
});

export type ProjectCursor = readonly [name: string, id: string];

export const encodeProjectCursor = (row: Pick<ProjectRow, 'name' | 'id'>): string =>
  Buffer.from(JSON.stringify([row.name, row.id]), 'utf8').toString('base64url');

export function decodeProjectCursor(cursor: string): ProjectCursor | null {
  if (cursor.length > 2000 || !/^[A-Za-z0-9_-]*$/.test(cursor)) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // fall through: not a cursor of ours
  }
  return null;
}

/** What lower() makes of a name on both engines: A to Z folded, every other character kept. */
const foldAsciiCase = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * Live projects the user may see, by name (case-insensitive) then id, keyset-paginated. lower()
 * folds ASCII letters only, as SQLite's NOCASE did, on both engines.
 */
export async function listProjects(
  scope: TenantScope,
  userId: string,
  page: { first: number; after: ProjectCursor | null },
): Promise<ProjectPage> {
  const visible = visibleTo(userId);
  const where: SqlFragment[] = [visible];
  if (page.after !== null) {
    const [name, id] = page.after;
    // Folded here, not by lower(?): PostgreSQL would fold a bound value by the database's
    // collation (Ä to ä too), where the column's "C" collation folds only A to Z.
    const folded = foldAsciiCase(name);
    where.push({
      sql: 'lower(projects.name) > ? OR (lower(projects.name) = ? AND projects.id > ?)',
      params: [folded, folded, id],
    });
  }
  const rows = await scope.select<ProjectRow>({
    from: 'projects',
    where,
    orderBy: ['lower(projects.name)', 'projects.id'],
    limit: page.first + 1,
  });
  return {
    rows: rows.slice(0, page.first),
    hasNextPage: rows.length > page.first,
    totalCount: () => scope.count({ from: 'projects', where: [visible] }),
  };
}

export function getProject(scope: TenantScope, userId: string, id: string): Promise<ProjectRow | undefined> {
  return scope.first<ProjectRow>({
    from: 'projects',
    where: [{ sql: 'projects.id = ?', params: [id] }, visibleTo(userId)],
  });
}

export interface ProjectFields {
  readonly name?: string;
  readonly code?: string | null;
  readonly note?: string | null;
  readonly active?: boolean;
  readonly billable?: boolean;
  readonly personal?: boolean;
}

/** Checks the fields a client may set; answers a sentence naming the first problem, or null. */
export function projectFieldsProblem(fields: ProjectFields): string | null {
  if (fields.name !== undefined) {
    if (fields.name.trim() === '') return 'The title must not be empty.';
    if (fields.name.length > projectLimits.nameMaxLength)
      return `The title is longer than ${projectLimits.nameMaxLength} characters.`;
  }
  if (fields.code != null && fields.code.length > projectLimits.codeMaxLength) {
    return `The code is longer than ${projectLimits.codeMaxLength} characters.`;
  }
  if (fields.note != null && fields.note.length > projectLimits.noteMaxLength) {
    return `The note is longer than ${projectLimits.noteMaxLength} characters.`;
  }
  return null;
}

export async function createProject(
  scope: TenantScope,
  input: ProjectFields & { readonly id?: string; readonly name: string; readonly ownerId: string },
): Promise<ProjectRow> {
  const id = await scope.insert('projects', {
    id: input.id,
    name: input.name.trim(),
    code: input.code ?? null,
    note: input.note ?? null,
    active: input.active ?? true,
    billable: input.billable ?? false,
    personal: input.personal ?? false,
    owner_id: input.ownerId,
  });
  const row = await scope.get<ProjectRow>('projects', id);
  if (row === undefined) throw new Error('The project just created is missing.');
  return row;
}

export const isProjectIdTaken = async (scope: TenantScope, id: string): Promise<boolean> =>
  (await scope.get('projects', id, { trash: 'any' })) !== undefined;

/** Whether the user sees a project with this id, live or in the trash (a retried create of theirs). */
export const isProjectIdSeen = async (scope: TenantScope, userId: string, id: string): Promise<boolean> =>
  (await scope.first({
    from: 'projects',
    where: [{ sql: 'projects.id = ?', params: [id] }, visibleTo(userId)],
    trash: 'any',
  })) !== undefined;
