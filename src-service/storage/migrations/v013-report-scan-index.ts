// Migration 13: the index a report's record scan reads alone. A `$filter` the report totals cannot
// answer (a description, say) falls back to the live records of a range of starts; with migration
// 5's index SQLite and PostgreSQL searched that range and then read every record's row for the
// description and the group key (over a million records, 1.13x to 1.27x the time of a query over an
// index made for it). This one adds the keys the report totals group by (person, project, task)
// and the description after migration 5's columns, so such a scan, and any grouping of it by those
// keys, reads the index alone. It replaces migration 5's index (its leading columns are the same,
// so whatever searched that one searches this) and the index on (account, trash item), a prefix of
// both: one index more wide, two fewer to keep in every record write.
const statements = [
  'DROP INDEX time_records_trash',
  'DROP INDEX time_records_totals',
  `CREATE INDEX time_records_scan ON time_records
    (organization_id, trash_item_id, start, duration, billable, effective, price, user_id, project_id, task_id, description)`,
];

export const reportScanIndexSqlite = statements.map((s) => `${s};`).join('\n');
export const reportScanIndexPostgres = reportScanIndexSqlite;
