// `npm run service -- [--host H] [--port N] [--data DIR]`: the service in the foreground, for a
// team or for trying the interfaces. SIGINT/SIGTERM stop it cleanly (WAL checkpointed).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startService } from './index.ts';

function fail(message: string): never {
  process.stderr.write(`stint service: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8787' },
        data: { type: 'string', default: 'stint-data' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got ${values.port}`);
  const version = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  const service = await startService({
    host: values.host,
    port,
    dataDir: resolve(values.data),
    version,
    onError: (error) =>
      process.stderr.write(
        `stint service error: ${error instanceof Error ? error.message : String(error)}\n`,
      ),
  });
  process.stdout.write(`stint service listening on ${service.url}\n`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void service.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `stint service could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
