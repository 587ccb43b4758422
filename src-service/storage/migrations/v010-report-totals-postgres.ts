// Migration 10 on PostgreSQL: the same rollup tables as SQLite (v010-report-totals.ts), kept by
// STATEMENT triggers with transition tables: a row trigger would run its upserts once per row,
// far too slow for a bulk insert of thousands of records in one statement. Each statement's
// changed rows are aggregated per key and applied with one upsert per table.
import { rebuildStatements, rollupTablesPostgres } from './v010-report-totals.ts';

const keyColumns = 'organization_id, user_id, project_id, task_id, billable, effective';

/** `changes`: rows (organization_id, user_id, project_id, task_id, billable, effective, start, sign, duration, price). */
function apply(changes: string, removes: boolean): string {
  const upsert = (table: string, unit: string): string =>
    `ON CONFLICT (organization_id, ${unit}, user_id, project_id, task_id, billable, effective) DO UPDATE
    SET count = ${table}.count + excluded.count, time = ${table}.time + excluded.time,
      money = ${table}.money + excluded.money`;
  const keyed = `keyed AS (
    SELECT c.organization_id, c.user_id, COALESCE(c.project_id, '') AS project_id,
      COALESCE(c.task_id, '') AS task_id, c.billable, c.effective,
      stint_local_day(c.start, o.time_zone) AS day, c.sign, c.duration, c.price
    FROM (${changes}) c JOIN organizations o ON o.id = c.organization_id)`;
  const statements = [
    `WITH ${keyed},
  days AS (
    SELECT ${keyColumns}, day, SUM(sign) AS count, SUM(sign * duration) AS time,
      SUM(sign * CAST(price AS numeric)) AS money
    FROM keyed GROUP BY ${keyColumns}, day),
  day_upsert AS (
    INSERT INTO time_record_days (${keyColumns}, day, count, time, money)
    SELECT ${keyColumns}, day, count, time, money FROM days
    WHERE count <> 0 OR time <> 0 OR money <> 0
    ${upsert('time_record_days', 'day')})
  INSERT INTO time_record_months (${keyColumns}, month, count, time, money)
  SELECT ${keyColumns}, stint_month_of_day(day) AS local_month, SUM(count), SUM(time), SUM(money)
  FROM days GROUP BY ${keyColumns}, local_month
  HAVING SUM(count) <> 0 OR SUM(time) <> 0 OR SUM(money) <> 0
  ${upsert('time_record_months', 'month')};`,
  ];
  if (removes) {
    // A key whose last live record went is deleted (a second statement: it sees the upsert).
    statements.push(`WITH ${keyed},
  gone AS (SELECT DISTINCT ${keyColumns}, day FROM keyed WHERE sign < 0),
  gone_days AS (
    DELETE FROM time_record_days d USING gone g
    WHERE d.count = 0 AND d.organization_id = g.organization_id AND d.day = g.day AND d.user_id = g.user_id
      AND d.project_id = g.project_id AND d.task_id = g.task_id AND d.billable = g.billable
      AND d.effective = g.effective)
  DELETE FROM time_record_months m
  USING (SELECT DISTINCT ${keyColumns}, stint_month_of_day(day) AS month FROM gone) g
  WHERE m.count = 0 AND m.organization_id = g.organization_id AND m.month = g.month AND m.user_id = g.user_id
    AND m.project_id = g.project_id AND m.task_id = g.task_id AND m.billable = g.billable
    AND m.effective = g.effective;`);
  }
  return statements.join('\n  ');
}

const rowColumns = `${keyColumns}, start`;
const added = (table: string): string =>
  `SELECT ${rowColumns}, 1 AS sign, duration, price FROM ${table} WHERE trash_item_id IS NULL`;
const removed = (table: string): string =>
  `SELECT ${rowColumns}, -1 AS sign, duration, price FROM ${table} WHERE trash_item_id IS NULL`;

export const reportTotalsPostgres = `
${rollupTablesPostgres}

-- The local day of an instant in a zone, as localDateOf computes it in JavaScript (SQLite calls that).
-- Not STRICT, so that the planner inlines them into the triggers' queries (a null gives null all the same).
CREATE FUNCTION stint_local_day(instant bigint, zone text) RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT ((to_timestamp(instant / 1000.0) AT TIME ZONE zone)::date - date '1970-01-01')::bigint $$;
CREATE FUNCTION stint_month_of_day(day bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (extract(year FROM date '1970-01-01' + day::integer) * 12
    + extract(month FROM date '1970-01-01' + day::integer) - 1)::bigint $$;

CREATE FUNCTION stint_rebuild_report_totals(organization text) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF organization IS NULL THEN
    DELETE FROM time_record_days;
    DELETE FROM time_record_months;
    ${rebuildStatements('postgres', null)
      .map((s) => `${s};`)
      .join('\n    ')}
  ELSE
    DELETE FROM time_record_days WHERE organization_id = organization;
    DELETE FROM time_record_months WHERE organization_id = organization;
    ${rebuildStatements('postgres', 'organization')
      .map((s) => `${s};`)
      .join('\n    ')}
  END IF;
END $$;

CREATE FUNCTION stint_totals_after_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  ${apply(added('new_rows'), false)}
  RETURN NULL;
END $$;
CREATE FUNCTION stint_totals_after_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  ${apply(removed('old_rows'), true)}
  RETURN NULL;
END $$;
CREATE FUNCTION stint_totals_after_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  ${apply(`${added('new_rows')} UNION ALL ${removed('old_rows')}`, true)}
  RETURN NULL;
END $$;
CREATE TRIGGER time_records_totals_insert AFTER INSERT ON time_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stint_totals_after_insert();
CREATE TRIGGER time_records_totals_delete AFTER DELETE ON time_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stint_totals_after_delete();
CREATE TRIGGER time_records_totals_update AFTER UPDATE ON time_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stint_totals_after_update();

CREATE FUNCTION stint_totals_time_zone_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM stint_rebuild_report_totals(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER organizations_time_zone_totals AFTER UPDATE OF time_zone ON organizations
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION stint_totals_time_zone_changed();

SELECT stint_rebuild_report_totals(NULL);
`;
