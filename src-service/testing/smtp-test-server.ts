import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT` for the service's `smtpUrl`. */
  readonly url: string;
  /** Every message received so far, in arrival order, parsed by mailparser. */
  messages(): Promise<ParsedMail[]>;
  /** Waits (polling the folder, at most `timeoutMs`) until `count` messages have arrived. */
  waitForCount(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/** Starts `smtp-sink.ts` as its own process: the service talks real SMTP over loopback to it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const folder = mkdtempSync(join(tmpdir(), 'stint-smtp-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [new URL('./smtp-sink.ts', import.meta.url).pathname, folder],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /smtp sink listening on (\d+)/.exec(output);
      if (match !== null) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the SMTP sink exited (${code ?? 'signal'}) before it listened`)),
    );
  });
  const messages = async (): Promise<ParsedMail[]> => {
    const names = readdirSync(folder)
      .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
      .sort();
    return Promise.all(names.map((name) => simpleParser(readFileSync(join(folder, name)))));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = await messages();
        if (list.length >= count) return list;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages, the SMTP sink has ${list.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
