// `npm run service -- ...`: the service in the foreground (for a team or for trying the
// interfaces), and the operators' admin commands through the same entry. Bad arguments: one line
// on stderr and exit code 2; a failed operation: one line on stderr and exit code 1.
import { adminCommands, adminUsage, runAdminCommand } from './cli/admin-commands.ts';
import { CommandError, UsageError } from './cli/cli-errors.ts';
import { serve, serveUsage } from './cli/serve-command.ts';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

async function main(argv: readonly string[]): Promise<void> {
  const first = argv[0];
  if (first === 'help' || first === '--help' || first === '-h') {
    process.stdout.write(`Usage:\n  ${serveUsage}\n  ${adminUsage}\n`);
    return;
  }
  if (first !== undefined && adminCommands.has(first)) {
    await runAdminCommand(argv, {
      stdout: (text) => process.stdout.write(text),
      readStdin,
      now: Date.now,
    });
    return;
  }
  if (first !== undefined && !first.startsWith('-'))
    throw new UsageError(`unknown command ${first} (try help)`);
  await serve(argv);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`stint service: ${message(error)}\n`);
    process.exit(2);
  }
  if (error instanceof CommandError) {
    process.stderr.write(`stint service: ${message(error)}\n`);
    process.exit(1);
  }
  process.stderr.write(`stint service could not start: ${message(error)}\n`);
  process.exit(1);
});
