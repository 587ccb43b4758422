import BetterSqlite3 from 'better-sqlite3';
import { existsSync } from 'node:fs';

/**
 * `PRAGMA integrity_check` of one SQLite file, as the next process to open it finds it (a WAL
 * left by a killed process is recovered on open, exactly as the restarted process would).
 * Answers null when it is intact, else what SQLite says.
 */
export function integrityProblem(path: string): string | null {
  if (!existsSync(path)) return null;
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(path, { timeout: 5000 });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const verdict = rows.map((row) => row.integrity_check).join('; ');
    return verdict === 'ok' ? null : verdict;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

/** The outbox is readable: every waiting write's JSON columns parse. Answers the problem or null. */
export function outboxProblem(path: string): string | null {
  if (!existsSync(path)) return null;
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(path, { timeout: 5000 });
    const rows = db.prepare('SELECT id, payload, keys, needs, target, progress FROM writes').all() as Record<
      string,
      string
    >[];
    for (const row of rows) {
      for (const column of ['payload', 'keys', 'needs', 'target', 'progress']) JSON.parse(row[column] ?? '');
    }
    return null;
  } catch (error) {
    return `the outbox cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    db?.close();
  }
}
