import { openServiceDatabase } from '../../storage/open-service-database.ts';
import type { SqlDatabase, SqlInput } from '../../storage/sql-database.ts';
import type { TestService } from '../../testing/test-service.ts';

/**
 * A second handle on a running test service's database, on whichever engine it serves from
 * (STINT_TEST_ENGINE): for tests that set up or check rows beside the interface. Close it.
 */
export function openTestServiceDatabase(service: TestService): Promise<SqlDatabase> {
  return openServiceDatabase(
    service.database === undefined
      ? { engine: 'sqlite', dataDir: service.dataDir }
      : { engine: 'postgres', url: service.database, poolSize: 2 },
  );
}

/** One row of the service's database, read beside the running service. */
export async function serviceRow<T extends object>(
  service: TestService,
  sql: string,
  params: readonly SqlInput[] = [],
): Promise<T | undefined> {
  const db = await openTestServiceDatabase(service);
  try {
    return await db.get<T>(sql, params);
  } finally {
    await db.close();
  }
}
