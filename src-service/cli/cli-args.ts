import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { UsageError } from './cli-errors.ts';

/** parseArgs with strict options and no positionals; any problem becomes a UsageError. */
export function parseOptions<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
): ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>>['values'] {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function required(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${name} is required`);
  return value.trim();
}

export function seconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 366 * 24 * 3600) {
    throw new UsageError(`${name} must be a whole number of seconds (1 to one year), got ${value}`);
  }
  return n;
}
