import { performance } from 'node:perf_hooks';
import {
  DatabaseNotEmptyError,
  generateSampleData,
  PartialSampleError,
  sampleAccount,
} from '../seed/generate/sample-data.ts';
import { parseOptions } from './cli-args.ts';
import { CommandError, UsageError } from './cli-errors.ts';
import { databaseOptions, withCommandDatabase } from './command-database.ts';
import { describePostgresUrl, type DatabaseChoice } from './database-option.ts';
import { groupDigits, progressPrinter } from './generate-progress.ts';

/** More would take minutes and gigabytes; a person trying Stint at scale needs far fewer. */
export const maxRecords = 10_000_000;

export const generateUsage = `generate --records N                                     an EMPTY database filled with sample data:
                                                           account bench, 10 people, 50 projects,
                                                           N time records over 2023-2024 (at most ${groupDigits(maxRecords)})`;

export function parseRecords(value: string | undefined): number {
  if (value === undefined || value.trim() === '') throw new UsageError('--records is required');
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > maxRecords) {
    throw new UsageError(
      `--records must be a whole number from 1 to ${groupDigits(maxRecords)}, got ${value}`,
    );
  }
  return n;
}

/** `isTTY` is typed as always there, but a stream that is not a terminal lacks it. */
const isTerminal = (stream: { readonly isTTY?: boolean }): boolean => stream.isTTY === true;

const where = (choice: DatabaseChoice): string =>
  choice.engine === 'sqlite' ? `The folder ${choice.dataDir}` : describePostgresUrl(choice.url);

function summary(choice: DatabaseChoice, records: number, seconds: number): string {
  const serve =
    choice.engine === 'sqlite' ? `--data ${choice.dataDir}` : '--database URL (the one given here)';
  return [
    `Generated ${groupDigits(records)} time records in ${seconds.toFixed(1)} s.`,
    `Serve them:  npm run service -- ${serve}`,
    `Sign in:     account ${sampleAccount.accountUrl}, ${sampleAccount.email(0)} (the owner; user1 to user${sampleAccount.users - 1} too), password ${sampleAccount.password}`,
    `v1 interface: application key ${sampleAccount.applicationKey}`,
    '',
  ].join('\n');
}

/**
 * `generate --records N [--data DIR | --database postgres://…]`: the data set of the report
 * benchmarks in an empty database, for trying Stint at scale. On SQLite all of it is written in
 * one transaction (a run stopped half way leaves the folder empty); on PostgreSQL the records
 * follow the committed account in two transactions (see generateSampleData).
 */
export async function generateCommand(
  args: readonly string[],
  stdout: (text: string) => void,
  tty: boolean = isTerminal(process.stdout),
): Promise<void> {
  const values = parseOptions(args, { ...databaseOptions, records: { type: 'string' } });
  const records = parseRecords(values.records);
  const started = performance.now();
  const choice = await withCommandDatabase(values, async (db, chosen) => {
    try {
      await generateSampleData(db, { records, onProgress: progressPrinter(stdout, tty) });
    } catch (error) {
      if (error instanceof PartialSampleError) {
        throw new CommandError(
          `Generating stopped (${error.message}): ${where(chosen)} now holds part of the sample; make a new database, migrate it and generate again.`,
        );
      }
      if (!(error instanceof DatabaseNotEmptyError)) throw error;
      throw new CommandError(
        `${where(chosen)} already holds data (${error.holds}): generate fills only an empty one.`,
      );
    }
    return chosen;
  });
  // Measured after closing: on SQLite that moves the new pages from the log into the file.
  stdout(summary(choice, records, (performance.now() - started) / 1000));
}
