// A million time records in one account, written into a service database on either engine: the
// data of the benchmarks that measure reports (v1-reports, service-isolation). The rows are those
// of `npm run service -- generate`, so seeding here measures that command's generator.
import { generateSampleData, sampleAccount } from '../../src-service/seed/generate/sample-data.ts';
import type { SqlDatabase } from '../../src-service/storage/sql-database.ts';

export const benchRecords = Number(process.env['BENCH_RECORDS'] ?? 1_000_000);
export const benchApplicationKey = sampleAccount.applicationKey;

export interface Seeded {
  readonly organizationId: string;
  readonly userIds: string[];
  readonly seconds: number;
}

/** Users, projects and a million time records, the same rows on either engine (seeded generator). */
export async function seed(db: SqlDatabase, total: number = benchRecords): Promise<Seeded> {
  const { organizationId, userIds, seconds } = await generateSampleData(db, { records: total });
  return { organizationId, userIds, seconds };
}
