import BetterSqlite3 from 'better-sqlite3';
import { trashClasses } from '../../domain/trash/trash-classes.ts';
import { describe, expect, it } from 'vitest';
import { createSchemaFromDefinitions } from '../testing/definition-schema.ts';
import { metadataOf } from './metadata.ts';
import { fieldOf, resourceList, resources, resolveResourcePath } from './registry.ts';

// The Project table of the v1 document, verbatim: field, type, access.
const documentedProject: readonly [string, string, string][] = [
  ['active', 'Boolean', 'READ_WRITE'],
  ['begins', 'Date', 'READ_WRITE'],
  ['billable', 'Boolean', 'READ_WRITE'],
  ['client', 'Client', 'READ_WRITE'],
  ['code', 'String', 'READ_WRITE'],
  ['createdAt', 'Date', 'READ_ONLY'],
  ['displayName', 'String', 'READ_ONLY'],
  ['effective', 'Boolean', 'READ_WRITE'],
  ['ends', 'Date', 'READ_WRITE'],
  ['externalBrowsableUrl', 'String', 'READ_WRITE'],
  ['externalResourceId', 'String', 'READ_WRITE'],
  ['externalSynced', 'Boolean', 'WRITE_ONLY'],
  ['externalSyncedAt', 'Date', 'READ_ONLY'],
  ['externalSystem', 'ExternalSystem', 'READ_WRITE'],
  ['id', 'String', 'READ_WRITE'],
  ['membersCount', 'Long', 'READ_ONLY'],
  ['name', 'String', 'READ_WRITE'],
  ['note', 'String', 'READ_WRITE'],
  ['owner', 'User', 'READ_WRITE'],
  ['personal', 'Boolean', 'READ_WRITE'],
  ['priceBudget', 'Double', 'READ_WRITE'],
  ['tasksCount', 'Long', 'READ_ONLY'],
  ['timeBudget', 'Long', 'READ_WRITE'],
  ['timeRecordsCount', 'Long', 'READ_ONLY'],
  ['trashItem', 'TrashItem', 'READ_WRITE'],
  ['updatedAt', 'Date', 'READ_ONLY'],
  ['version', 'Long', 'READ_WRITE'],
];

describe('$metadata of projects', () => {
  const doc = metadataOf(resources.projects);

  it('has the type, path and exactly the fields of the document, in its order', () => {
    expect(doc.type).toBe('Project');
    expect(doc.path).toBe('/v1/time/projects');
    expect(doc.fields.map((f) => [f.name, f.type, f.access])).toEqual(documentedProject);
  });

  it('gives related objects their resource path', () => {
    const byName = new Map(doc.fields.map((f) => [f.name, f]));
    expect(byName.get('client')?.path).toBe('/v1/time/clients');
    expect(byName.get('externalSystem')?.path).toBe('/v1/externalsystems');
    expect(byName.get('owner')?.path).toBe('/v1/users');
    expect(byName.get('trashItem')?.path).toBe('/v1/trash');
    expect(byName.get('name')?.path).toBeUndefined();
  });

  it('states the documented constraints and defaults', () => {
    const byName = new Map(doc.fields.map((f) => [f.name, f]));
    expect(byName.get('code')?.constraints).toEqual([{ type: 'Size', details: 'min=0, max=20' }]);
    expect(byName.get('owner')?.constraints).toEqual([{ type: 'NotNull', details: 'may not be null' }]);
    expect(byName.get('id')?.constraints).toEqual([
      { type: 'NotNull', details: 'may not be null' },
      { type: 'Pattern', details: 'regexp=[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}' },
    ]);
    expect(byName.get('active')?.defaultValue).toBe('true');
    expect(byName.get('effective')).toMatchObject({
      defaultValue: 'true',
      constraints: [{ type: 'NotNull', details: 'may not be null' }],
    });
  });

  it('lists the cascade of a project removal', () => {
    expect(doc.cascades).toHaveLength(1);
    expect(doc.cascades[0]?.cascadeType).toBe('REMOVE');
    expect([...(doc.cascades[0]?.objectTypes ?? [])].sort()).toEqual(
      ['TrashItem', 'ProjectMember', 'ProjectWorkTypeLink', 'TimeRecord', 'Impulse', 'Task'].sort(),
    );
  });
});

describe('cascade table of the document', () => {
  const cascadeTypes = (name: keyof typeof resources): string[] =>
    resources[name].cascades.map((c) => resources[c.resource].type).sort();

  it('moves exactly the documented related records', () => {
    expect(cascadeTypes('bills')).toEqual(['BillItem', 'BillVat']);
    expect(cascadeTypes('projects')).toEqual(
      ['Impulse', 'ProjectMember', 'ProjectWorkTypeLink', 'Task', 'TimeRecord'].sort(),
    );
    expect(cascadeTypes('clients')).toEqual(['Bill', 'ContactPerson']);
    expect(cascadeTypes('worktypes')).toEqual(['ProjectWorkTypeLink']);
    expect(cascadeTypes('departments')).toEqual(['DepartmentMember']);
    // SpendingTimeUnit has no documented fields and no resource here; the rest of the row holds.
    expect(cascadeTypes('users')).toEqual(['Access', 'ProjectMember', 'SecretKey']);
  });

  it('gives no cascade to resources the table does not name', () => {
    const parents = new Set(['bills', 'projects', 'clients', 'worktypes', 'departments', 'users']);
    for (const r of resourceList) if (!parents.has(r.name)) expect(r.cascades, r.name).toEqual([]);
  });
});

describe('resource definitions', () => {
  it('link cascades, inner collections and appends to real fields', () => {
    for (const r of resourceList) {
      for (const link of [...r.cascades, ...r.innerCollections]) {
        const child = resources[link.resource];
        const via = fieldOf(child, link.via);
        expect(via?.kind, `${r.name} → ${child.name}.${link.via}`).toBe('reference');
        if (via?.kind === 'reference') expect(via.target).toBe(r.name);
      }
      for (const append of r.appends) {
        const f = fieldOf(r, append.field);
        expect(f?.kind === 'scalar' && f.storage.kind === 'computed', `${r.name}.${append.field}`).toBe(true);
      }
      for (const stub of r.stubFields) expect(fieldOf(r, stub), `${r.name} stub ${stub}`).toBeDefined();
      for (const order of r.defaultOrder) expect(fieldOf(r, order.field), `${r.name} order`).toBeDefined();
    }
  });

  it('cascade only into trashable resources, so a delete can always move the group', () => {
    for (const r of resourceList)
      for (const c of r.cascades) expect(resources[c.resource].trashable).toBe(true);
  });

  it('name columns by the storage convention: snake_case, references as <field>_id', () => {
    const exceptions = new Set(['accesses.account']);
    for (const r of resourceList) {
      for (const f of r.fields) {
        if (exceptions.has(`${r.name}.${f.name}`)) continue;
        const snake = f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        if (f.kind === 'reference') expect(f.column).toBe(`${snake}_id`);
        else if (f.storage.kind === 'column') expect(f.storage.column).toBe(snake);
      }
    }
  });

  it('have unique types, and every resource has id, version and the dates', () => {
    expect(new Set(resourceList.map((r) => r.type)).size).toBe(resourceList.length);
    for (const r of resourceList) {
      for (const name of ['id', 'version', 'createdAt', 'updatedAt', 'displayName']) {
        expect(fieldOf(r, name), `${r.name}.${name}`).toBeDefined();
      }
      expect(fieldOf(r, 'trashItem') !== undefined).toBe(r.trashable);
    }
  });

  it('compute every SQL field and display name against tables of the named columns', () => {
    const db = new BetterSqlite3(':memory:');
    createSchemaFromDefinitions(db);
    for (const r of resourceList) {
      const computed = r.fields.flatMap((f) =>
        f.kind === 'scalar' && f.storage.kind === 'computed' ? [`${f.storage.sql('t')} AS ${f.name}`] : [],
      );
      expect(
        () => db.prepare(`SELECT ${computed.join(', ')} FROM ${r.table} AS t`).all(),
        r.name,
      ).not.toThrow();
    }
    db.close();
  });
});

describe('resolveResourcePath', () => {
  it('serves module resources with and without time/, global ones only without', () => {
    expect(resolveResourcePath(['time', 'projects', 'x'])).toEqual({
      resource: resources.projects,
      rest: ['x'],
    });
    expect(resolveResourcePath(['projects'])).toEqual({ resource: resources.projects, rest: [] });
    expect(resolveResourcePath(['clients', 'a', 'b'])?.rest).toEqual(['a', 'b']);
    expect(resolveResourcePath(['users', '@self'])).toEqual({ resource: resources.users, rest: ['@self'] });
    expect(resolveResourcePath(['time', 'users'])).toBeNull();
    expect(resolveResourcePath(['nope'])).toBeNull();
    expect(resolveResourcePath([])).toBeNull();
  });
});

describe('trash classes', () => {
  it('move exactly the cascades the resource definitions list, for every trashable resource', () => {
    for (const r of resourceList) {
      if (!r.trashable && r.cascades.length === 0) continue;
      const cls = trashClasses.find((c) => c.objectClass === r.type);
      expect(cls, r.type).toBeDefined();
      expect(cls?.table).toBe(r.table);
      const expected = r.cascades.map((c) => {
        const via = fieldOf(resources[c.resource], c.via);
        return `${resources[c.resource].type}:${via?.kind === 'reference' ? via.column : '?'}`;
      });
      expect(cls?.cascade.map((c) => `${c.objectClass}:${c.foreignKey}`).sort(), r.type).toEqual(
        expected.sort(),
      );
    }
  });
});
