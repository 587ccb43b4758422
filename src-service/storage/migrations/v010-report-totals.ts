// Migration 10: report totals kept per local day and per local month (docs/architecture.md,
// "Report totals"). Live records only, by person, project, task and the two flags; a project or
// task that is not set is '' so that the key is a primary key on both engines.
import type { SqlDialect } from '../sql-database.ts';

/**
 * SQLite's money in the totals: each price in whole millionths, summed as integers. The record
 * scan sums the same millionths (v1/reports/report-routes.ts), so both paths add the same
 * integers in any order and answer the same amount to the cent; sums of doubles (even
 * compensated) differ in the last bits with the order of adding, and then, on a half cent, by a
 * cent. Doubles hold these sums exactly up to 2^53 millionths (about 9 × 10^9).
 */
export const sqliteMoneyUnits = (price: string): string => `CAST(ROUND(${price} * 1000000) AS INTEGER)`;

const keyColumns = 'organization_id, user_id, project_id, task_id, billable, effective';

function rollupTable(name: string, unit: string, sqliteTypes: boolean): string {
  const text = sqliteTypes ? 'TEXT' : 'text COLLATE "C"';
  const int = sqliteTypes ? 'INTEGER' : 'bigint';
  // PostgreSQL keeps money as numeric so that its sums stay exact (the record scan sums the
  // prices as numeric too); SQLite keeps whole millionths (sqliteMoneyUnits), integers held in
  // a REAL so that no sum can overflow, exact as long as they fit 53 bits.
  const money = sqliteTypes ? 'REAL' : 'numeric';
  return `
CREATE TABLE ${name} (
  organization_id ${text} NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  ${unit} ${int} NOT NULL,
  user_id ${text} NOT NULL,
  project_id ${text} NOT NULL,
  task_id ${text} NOT NULL,
  billable ${int} NOT NULL,
  effective ${int} NOT NULL,
  count ${int} NOT NULL,
  time ${int} NOT NULL,
  money ${money} NOT NULL,
  PRIMARY KEY (organization_id, ${unit}, user_id, project_id, task_id, billable, effective)
)${sqliteTypes ? ' STRICT, WITHOUT ROWID' : ''};`;
}

export const rollupTablesSqlite = `${rollupTable('time_record_days', 'day', true)}${rollupTable('time_record_months', 'month', true)}`;
export const rollupTablesPostgres = `${rollupTable('time_record_days', 'day', false)}${rollupTable('time_record_months', 'month', false)}`;

/**
 * Builds the rollups from the records: of one organization (`organization` is an SQL expression,
 * a parameter or NEW.id) or of all (null). Run after deleting that organization's rows.
 */
export function rebuildStatements(dialect: SqlDialect, organization: string | null): string[] {
  const money =
    dialect === 'sqlite' ? `TOTAL(${sqliteMoneyUnits('r.price')})` : 'SUM(CAST(r.price AS numeric))';
  const only = (alias: string): string =>
    organization === null ? '' : ` AND ${alias}organization_id = ${organization}`;
  const select = (unit: 'day' | 'month'): string => {
    const local = 'stint_local_day(r.start, o.time_zone)';
    const value = unit === 'day' ? local : `stint_month_of_day(${local})`;
    return `INSERT INTO time_record_${unit}s (${keyColumns}, ${unit}, count, time, money)
      SELECT r.organization_id, r.user_id, COALESCE(r.project_id, ''), COALESCE(r.task_id, ''), r.billable,
        r.effective, ${value} AS local_${unit}, COUNT(*), SUM(r.duration), ${money}
      FROM time_records r JOIN organizations o ON o.id = r.organization_id
      WHERE r.trash_item_id IS NULL${only('r.')}
      GROUP BY r.organization_id, r.user_id, COALESCE(r.project_id, ''), COALESCE(r.task_id, ''), r.billable,
        r.effective, local_${unit}`;
  };
  return [select('day'), select('month')];
}

const key = (row: 'NEW' | 'OLD'): string =>
  `${row}.organization_id, ${row}.user_id, COALESCE(${row}.project_id, ''), COALESCE(${row}.task_id, ''), ${row}.billable, ${row}.effective`;
const zone = (row: 'NEW' | 'OLD'): string =>
  `(SELECT time_zone FROM organizations WHERE id = ${row}.organization_id)`;
const day = (row: 'NEW' | 'OLD'): string => `stint_local_day(${row}.start, ${zone(row)})`;
const match = (row: 'OLD', unit: string, value: string): string =>
  `organization_id = ${row}.organization_id AND ${unit} = ${value} AND user_id = ${row}.user_id
    AND project_id = COALESCE(${row}.project_id, '') AND task_id = COALESCE(${row}.task_id, '')
    AND billable = ${row}.billable AND effective = ${row}.effective`;

function addNew(): string {
  return ['time_record_days', 'time_record_months']
    .map((table) => {
      const [unit, value] =
        table === 'time_record_days' ? ['day', day('NEW')] : ['month', `stint_month_of_day(${day('NEW')})`];
      return `INSERT INTO ${table} (${keyColumns}, ${unit}, count, time, money)
    VALUES (${key('NEW')}, ${value}, 1, NEW.duration, ${sqliteMoneyUnits('NEW.price')})
    ON CONFLICT (organization_id, ${unit}, user_id, project_id, task_id, billable, effective)
    DO UPDATE SET count = count + 1, time = time + excluded.time, money = money + excluded.money;`;
    })
    .join('\n  ');
}

function subtractOld(): string {
  return ['time_record_days', 'time_record_months']
    .map((table) => {
      const [unit, value] =
        table === 'time_record_days' ? ['day', day('OLD')] : ['month', `stint_month_of_day(${day('OLD')})`];
      return `UPDATE ${table} SET count = count - 1, time = time - OLD.duration,
      money = money - ${sqliteMoneyUnits('OLD.price')}
    WHERE ${match('OLD', unit, value)};
  DELETE FROM ${table} WHERE ${match('OLD', unit, value)} AND count = 0;`;
    })
    .join('\n  ');
}

// An update that changes none of these leaves the totals as they are.
const changed = ['organization_id', 'user_id', 'project_id', 'task_id', 'billable', 'effective', 'start']
  .concat(['duration', 'price', 'trash_item_id'])
  .map((column) => `OLD.${column} IS NOT NEW.${column}`)
  .join(' OR ');

/**
 * SQLite: row triggers keep the rollups in the write's own transaction, whatever writes the
 * records; a change of an organization's time zone moves every record's day, so it rebuilds.
 */
export const reportTotalsTriggersSqlite = `
CREATE TRIGGER time_records_totals_insert AFTER INSERT ON time_records
WHEN NEW.trash_item_id IS NULL
BEGIN
  ${addNew()}
END;
CREATE TRIGGER time_records_totals_delete AFTER DELETE ON time_records
WHEN OLD.trash_item_id IS NULL
BEGIN
  ${subtractOld()}
END;
CREATE TRIGGER time_records_totals_update_old AFTER UPDATE ON time_records
WHEN OLD.trash_item_id IS NULL AND (${changed})
BEGIN
  ${subtractOld()}
END;
CREATE TRIGGER time_records_totals_update_new AFTER UPDATE ON time_records
WHEN NEW.trash_item_id IS NULL AND (${changed})
BEGIN
  ${addNew()}
END;
CREATE TRIGGER organizations_time_zone_totals AFTER UPDATE OF time_zone ON organizations
WHEN OLD.time_zone IS NOT NEW.time_zone
BEGIN
  DELETE FROM time_record_days WHERE organization_id = NEW.id;
  DELETE FROM time_record_months WHERE organization_id = NEW.id;
  ${rebuildStatements('sqlite', 'NEW.id')
    .map((s) => `${s};`)
    .join('\n  ')}
END;
`;
