import type { Database } from 'better-sqlite3';
import { resourceList } from '../resources/registry.ts';
import type { ResourceDefinition, ScalarType } from '../resources/resource-types.ts';

const sqlType: Readonly<Record<ScalarType, string>> = {
  String: 'TEXT',
  Boolean: 'INTEGER',
  Date: 'INTEGER',
  Long: 'INTEGER',
  Integer: 'INTEGER',
  Double: 'REAL',
};

/** The stored columns of a resource as its definition describes them (name → SQL type). */
export function storedColumns(resource: ResourceDefinition): Map<string, string> {
  const columns = new Map<string, string>([
    ['id', 'TEXT'],
    ['version', 'INTEGER'],
    ['created_at', 'INTEGER'],
    ['updated_at', 'INTEGER'],
  ]);
  if (resource.tenancy.kind === 'organization-column') columns.set('organization_id', 'TEXT');
  for (const f of resource.fields) {
    if (f.kind === 'reference') {
      if (f.source === undefined) columns.set(f.column, 'TEXT');
    } else if (f.storage.kind === 'column') columns.set(f.storage.column, sqlType[f.type]);
  }
  if (resource.name === 'trash') {
    columns.set('display_name', 'TEXT');
  }
  return columns;
}

/**
 * Creates one table per resource straight from the definitions: a test fixture for code that only
 * needs the columns the definitions name (filters, computed fields), independent of migrations.
 */
export function createSchemaFromDefinitions(db: Database): void {
  for (const resource of resourceList) {
    const columns = [...storedColumns(resource)].map(([name, type]) =>
      name === 'id' ? 'id TEXT PRIMARY KEY NOT NULL' : `${name} ${type}`,
    );
    db.exec(`CREATE TABLE ${resource.table} (${columns.join(', ')}) STRICT`);
  }
}
