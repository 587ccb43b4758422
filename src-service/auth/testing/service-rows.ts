import { openServiceDatabase } from '../../storage/open-service-database.ts';
import type { SqlInput } from '../../storage/sql-database.ts';
import type { TestService } from '../../testing/test-service.ts';

/**
 * One row of a running test service's database, read through a handle of its own beside the
 * service, on whichever engine the service runs (STINT_TEST_ENGINE).
 */
export async function serviceRow<T extends object>(
  service: TestService,
  sql: string,
  params: readonly SqlInput[] = [],
): Promise<T | undefined> {
  const db = await openServiceDatabase(
    service.database === undefined
      ? { engine: 'sqlite', dataDir: service.dataDir }
      : { engine: 'postgres', url: service.database, poolSize: 1 },
  );
  try {
    return await db.get<T>(sql, params);
  } finally {
    await db.close();
  }
}

/** How many pending sign-ins the service keeps. */
export async function pendingSignIns(service: TestService): Promise<number> {
  const row = await serviceRow<{ n: number }>(service, 'SELECT count(*) AS n FROM sign_in_requests');
  return row?.n ?? 0;
}
