// A real SMTP server process for tests: `node smtp-sink.ts FOLDER` listens on a free loopback
// port, stores every message it accepts as FOLDER/<n>.eml, and prints one ready line with the port.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const folder = process.argv[2];
if (folder === undefined) {
  process.stderr.write('usage: node smtp-sink.ts FOLDER\n');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'test' });
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${String(received).padStart(6, '0')}.eml`;
      // Renamed into place so a reader never sees half a message.
      writeFileSync(join(folder, `.${name}`), Buffer.concat(chunks));
      renameSync(join(folder, `.${name}`), join(folder, name));
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.stdout.write(`smtp sink listening on ${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
