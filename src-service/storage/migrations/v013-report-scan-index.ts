// Migration 13: the index a report's record scan reads alone. A `$filter` the report totals cannot
// answer (a description, say) falls back to the live records of a range of starts; with migration
// 5's index SQLite searched that range and then read every record's row for the description and
// the project (over a million records 1.13x, over 100 000 1.27x the time of the same query over
// an index made for it). This one adds the project, the grouping a report asks first, and the
// description, the field the totals cannot keep, after migration 5's columns: such a scan reads
// the index alone. It replaces migration 5's index (the same leading columns, so whatever searched
// that one searches this) and the one on (account, trash item), a prefix of both: one index
// wider, one fewer to keep in every record write. Generating a million records took no longer on
// either engine; adding person and task as well made it ~30 % slower on PostgreSQL.
const drops = ['DROP INDEX time_records_trash', 'DROP INDEX time_records_totals'];
const scanColumns = 'organization_id, trash_item_id, start, duration, billable, effective, price, project_id';

export const reportScanIndexSqlite = [
  ...drops,
  `CREATE INDEX time_records_scan ON time_records (${scanColumns}, description)`,
]
  .map((s) => `${s};`)
  .join('\n');

/**
 * PostgreSQL leaves the description out: a B-tree entry holds at most 2 704 bytes, and a
 * description has no length limit, so a long one would make its record impossible to write. The
 * scan there reads each matching record's row for it (its fallback row was 0.90x the fastest
 * hand-written query without this index); postgres-migrations.test.ts names this one difference.
 */
export const reportScanIndexPostgres = [
  ...drops,
  `CREATE INDEX time_records_scan ON time_records (${scanColumns})`,
]
  .map((s) => `${s};`)
  .join('\n');
