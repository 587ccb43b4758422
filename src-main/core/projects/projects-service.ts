import { randomUUID } from 'node:crypto';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type {
  ClientView,
  ProjectCreate,
  ProjectDetail,
  ProjectUpdate,
  TaskView,
} from '../../../src-shared/domain/project.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import type { NameBook } from '../workplace/name-book.ts';
import { requireClient, requireWritable, type OrganizationLink } from '../workplace/organization-link.ts';
import { readThrough } from '../workplace/read-errors.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { OutboxLabel } from '../outbox/outbox-label.ts';
import type {
  CreatePayload,
  DeletePayload,
  Fields,
  ResourceWriteSpec,
  UpdatePayload,
} from '../outbox/resource-writes.ts';
import { undoDelete, type Deleted } from '../timerecords/time-records-service.ts';

export const projectsPath = 'time/projects';
export const tasksPath = 'time/tasks';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const idOf = (value: unknown): string | null => text((value as { id?: unknown } | null | undefined)?.id);

export function projectWriteSpec(names: NameBook): ResourceWriteSpec {
  return {
    path: projectsPath,
    resource: 'projects',
    cascades: ['tasks', 'timerecords', 'impulses'],
    toV1(fields) {
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(fields)) {
        if (name === 'clientId') body['client'] = value === null ? null : { id: value };
        else if (name === 'timeBudgetMs') body['timeBudget'] = value;
        else body[name] = value;
      }
      return body;
    },
    fromV1: (record) => ({
      name: text(record['name']) ?? '',
      code: text(record['code']),
      note: text(record['note']),
      clientId: idOf(record['client']),
      billable: record['billable'] === true,
      active: record['active'] !== false,
      timeBudgetMs: number(record['timeBudget']),
      priceBudget: number(record['priceBudget']),
    }),
    describe: (fields) => describeProject(fields, names),
  };
}

export function taskWriteSpec(): ResourceWriteSpec {
  return {
    path: tasksPath,
    resource: 'tasks',
    cascades: ['timerecords'],
    toV1(fields) {
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(fields)) {
        if (name === 'projectId') body['project'] = { id: value };
        else body[name] = value;
      }
      return body;
    },
    fromV1: (record) => ({ name: text(record['name']) ?? '', done: record['done'] === true }),
    describe: (fields) => {
      const out: Record<string, string> = {};
      if ('name' in fields) out['name'] = String(fields['name']);
      if ('done' in fields) out['done'] = fields['done'] === true ? 'Done' : 'Open';
      return out;
    },
  };
}

function describeProject(fields: Fields, names: NameBook): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'clientId')
      out['client'] = typeof value === 'string' ? names.namedById(value)?.name || 'A client' : 'No client';
    else if (name === 'timeBudgetMs')
      out['time budget'] = typeof value === 'number' ? formatHoursMinutes(value) : 'None';
    else if (name === 'priceBudget')
      out['money budget'] = typeof value === 'number' ? value.toFixed(2) : 'None';
    else if (typeof value === 'boolean') out[name] = value ? 'Yes' : 'No';
    else out[name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
  }
  return out;
}

export interface ProjectsServiceOptions {
  readonly link: OrganizationLink;
  readonly outbox: Outbox;
  readonly names: NameBook;
  readonly settleMs?: number;
}

/** Project detail, tasks and clients from v1; project and task writes through the outbox. */
export class ProjectsService {
  readonly #options: ProjectsServiceOptions;
  readonly #deleted = new Map<string, Deleted>();

  constructor(options: ProjectsServiceOptions) {
    this.#options = options;
  }

  async detail(id: string): Promise<ProjectDetail> {
    const client = requireClient(this.#options.link);
    const [record] = await readThrough(() =>
      client.list<Record<string, unknown>>(projectsPath, {
        $filter: `id eq ${v1StringLiteral(id)}`,
        append: 'timerecords-count,tasks-count,members-count',
        no_expand: true,
      }),
    );
    if (record === undefined) throw new CoreError('not-found', 'error.projectGone');
    const names = this.#options.names;
    names.project(record);
    return {
      id,
      version: number(record['version']) ?? 0,
      name: text(record['name']) ?? '',
      code: text(record['code']),
      note: text(record['note']),
      active: record['active'] !== false,
      billable: record['billable'] === true,
      personal: record['personal'] === true,
      client: names.named(record['client']),
      timeBudgetMs: number(record['timeBudget']),
      priceBudget: number(record['priceBudget']),
      timeRecordsCount: number(record['timeRecordsCount']),
      tasksCount: number(record['tasksCount']),
      membersCount: number(record['membersCount']),
    };
  }

  async tasks(projectId: string): Promise<TaskView[]> {
    const client = requireClient(this.#options.link);
    const names = this.#options.names;
    const tasks: TaskView[] = [];
    await readThrough(async () => {
      for await (const task of client.iterate<Record<string, unknown>>(
        `${projectsPath}/${encodeURIComponent(projectId)}/tasks`,
        { no_expand: true },
      )) {
        const id = text(task['id']);
        if (id === null) continue;
        names.named(task);
        tasks.push({
          id,
          version: number(task['version']) ?? 0,
          name: text(task['name']) ?? '',
          projectId,
          done: task['done'] === true,
        });
      }
    });
    return tasks;
  }

  async clients(): Promise<ClientView[]> {
    const client = requireClient(this.#options.link);
    const names = this.#options.names;
    const clients: ClientView[] = [];
    await readThrough(async () => {
      for await (const record of client.iterate<Record<string, unknown>>('time/clients', {
        no_expand: true,
        $orderby: 'name',
      })) {
        const ref = names.named(record);
        if (ref !== null) clients.push(ref);
      }
    });
    return clients;
  }

  createProject(fields: ProjectCreate): Promise<WriteOutcome & { id: string }> {
    return this.#create(
      'project',
      fields,
      { id: 'outbox.label.createProject', values: { name: fields.name } },
      [],
    );
  }

  updateProject(update: ProjectUpdate): Promise<WriteOutcome> {
    return this.#update('project', update.id, update.version, update.changes, {
      id: 'outbox.label.changeProject',
    });
  }

  deleteProject(id: string): Promise<WriteOutcome> {
    const values = knownName(this.#options.names.projectById(id)?.name);
    return this.#delete(
      'project',
      id,
      { id: 'outbox.label.deleteProject', values },
      { id: 'outbox.label.restoreProject', values },
    );
  }

  undoDeleteProject(writeId: string): Promise<WriteOutcome> {
    return this.#undo('project', writeId);
  }

  createTask(projectId: string, name: string): Promise<WriteOutcome & { id: string }> {
    return this.#create('task', { projectId, name }, { id: 'outbox.label.addTask', values: { name } }, [
      `projects:${projectId}`,
    ]);
  }

  updateTask(id: string, version: number, changes: Fields): Promise<WriteOutcome> {
    return this.#update('task', id, version, changes, { id: 'outbox.label.changeTask' });
  }

  deleteTask(id: string): Promise<WriteOutcome> {
    const values = knownName(this.#options.names.namedById(id)?.name);
    return this.#delete(
      'task',
      id,
      { id: 'outbox.label.deleteTask', values },
      { id: 'outbox.label.restoreTask', values },
    );
  }

  undoDeleteTask(writeId: string): Promise<WriteOutcome> {
    return this.#undo('task', writeId);
  }

  async #create(
    kind: 'project' | 'task',
    fields: Fields,
    label: OutboxLabel,
    needs: string[],
  ): Promise<WriteOutcome & { id: string }> {
    requireWritable(this.#options.link);
    const id = randomUUID();
    const resource = kind === 'project' ? 'projects' : 'tasks';
    const payload: CreatePayload = { id, fields };
    if (kind === 'project') this.#options.names.project({ id, name: fields['name'], code: fields['code'] });
    else this.#options.names.named({ id, name: fields['name'] });
    const write = this.#options.outbox.enqueue({
      kind: `${kind}.create`,
      payload,
      keys: [`${resource}:${id}`],
      needs,
      label,
      target: { resource, id, action: 'create' },
      preview: { ...fields },
    });
    return { ...(await this.#options.outbox.settle(write.id, this.#options.settleMs)), id };
  }

  #update(
    kind: 'project' | 'task',
    id: string,
    version: number,
    changes: Fields,
    label: OutboxLabel,
  ): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    const resource = kind === 'project' ? 'projects' : 'tasks';
    const payload: UpdatePayload = { id, version, changes };
    const write = this.#options.outbox.enqueue({
      kind: `${kind}.update`,
      payload,
      keys: [`${resource}:${id}`],
      needs: typeof changes['clientId'] === 'string' ? [`clients:${changes['clientId']}`] : [],
      label,
      target: { resource, id, action: 'update' },
      preview: { ...changes },
    });
    return this.#options.outbox.settle(write.id, this.#options.settleMs);
  }

  #delete(
    kind: 'project' | 'task',
    id: string,
    label: OutboxLabel,
    restoreLabel: OutboxLabel,
  ): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    const resource = kind === 'project' ? 'projects' : 'tasks';
    const payload: DeletePayload = { id };
    const write = this.#options.outbox.enqueue({
      kind: `${kind}.delete`,
      payload,
      keys: [`${resource}:${id}`],
      needs: [],
      label,
      target: { resource, id, action: 'delete' },
      preview: null,
    });
    this.#deleted.set(write.id, { objectId: id, restoreLabel });
    return this.#options.outbox.settle(write.id, this.#options.settleMs);
  }

  #undo(kind: 'project' | 'task', writeId: string): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    return undoDelete(this.#options.outbox, this.#deleted, writeId, {
      kind: `${kind}.restore`,
      resource: kind === 'project' ? 'projects' : 'tasks',
      settleMs: this.#options.settleMs,
    });
  }
}

/** A name known here (or not, offline before the list was read) for a delete's label. */
function knownName(name: string | undefined): { known: 'yes' | 'no'; name: string } {
  return name === undefined || name === '' ? { known: 'no', name: '' } : { known: 'yes', name };
}
