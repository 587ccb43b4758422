import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../cli/admin-commands.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-test-server.ts';
import { createFolderMailer } from './folder-mailer.ts';
import { decodeWords, listStoredMail } from './mail-folder.ts';
import { createServiceMail } from './service-mail.ts';
import { createSmtpMailer, parseSmtpUrl } from './smtp-mailer.ts';

const folders: string[] = [];
const sinks: SmtpSink[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'stint-mail-'));
  folders.push(dir);
  return dir;
};

afterEach(async () => {
  await Promise.all(sinks.splice(0).map((s) => s.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const reset = {
  to: 'Zoë Ünal <zoe@example.com>',
  subject: 'Choose a new password for Zoë',
  text: 'Follow the link to choose a new password.',
  link: `http://127.0.0.1:8787/auth/user_management/password/reset?token=${'a'.repeat(64)}`,
  code: '0e5c4a4e-5a61-4f55-9d7e-1f0c2b9ad001',
};

describe('the mail folder (no SMTP configured)', () => {
  it('writes each message as a private .eml file that lists newest first with its link and code', async () => {
    const dir = tempDir();
    let now = Date.parse('2026-11-25T10:00:00Z');
    const mailer = createFolderMailer(dir, () => now);
    await mailer.send({ ...reset, to: 'first@example.com', subject: 'First' });
    now += 1000;
    await mailer.send(reset);
    const files = readdirSync(join(dir, 'mail'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.some((f) => f.startsWith('.'))).toBe(false);
    expect(statSync(join(dir, 'mail')).mode & 0o777).toBe(0o700);
    const listed = listStoredMail(dir);
    expect(listed.map((m) => m.subject)).toEqual([reset.subject, 'First']);
    expect(listed[0]).toMatchObject({ to: reset.to, link: reset.link, code: reset.code });
  });

  it('answers an empty list when no mail was ever written', () => {
    expect(listStoredMail(tempDir())).toEqual([]);
  });

  it('decodes the encoded words mail headers use for text that is not ASCII', () => {
    expect(decodeWords('=?UTF-8?Q?Zo=C3=AB_=C3=9Cnal?= <z@example.com>')).toBe('Zoë Ünal <z@example.com>');
    expect(decodeWords('=?UTF-8?B?Wm/Dqw==?= =?UTF-8?Q?_=C3=9Cnal?=')).toBe('Zoë Ünal');
  });

  it('`mail list` prints to, subject and the link or code, newest first', async () => {
    const dir = tempDir();
    const mailer = createFolderMailer(dir);
    await mailer.send({ to: 'old@example.com', subject: 'Older', text: 'x', code: 'code-1' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send(reset);
    let out = '';
    await runAdminCommand(['mail', 'list', '--data', dir], {
      stdout: (text) => (out += text),
      readStdin: () => Promise.resolve(''),
      now: Date.now,
    });
    expect(out.indexOf(reset.subject)).toBeLessThan(out.indexOf('Older'));
    expect(out).toContain(`to ${reset.to}`);
    expect(out).toContain(`link: ${reset.link}`);
    expect(out).toContain('code: code-1');
  });
});

describe('SMTP', () => {
  it('delivers to a real SMTP server process, with the link and code headers', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const mailer = createSmtpMailer(
      `${sink.url}?from=${encodeURIComponent('Team Stint <time@example.org>')}`,
    );
    try {
      await mailer.send(reset);
    } finally {
      mailer.close();
    }
    const [message] = await sink.waitForCount(1);
    expect(message?.subject).toBe(reset.subject);
    expect(message?.from?.value[0]).toMatchObject({ name: 'Team Stint', address: 'time@example.org' });
    expect(message?.text?.trim()).toBe(reset.text);
    expect(message?.headers.get('x-stint-link')).toBe(reset.link);
  });

  it('refuses an address that is not smtp:// or smtps://, without echoing a password', () => {
    expect(() => parseSmtpUrl('http://mail.example.com')).toThrow(/smtp:\/\//);
    expect(() => parseSmtpUrl('not a url')).toThrow(/must be a URL/);
    expect(createSmtpMailer('smtp://user:s3cret@mail.example.com:2525').description).not.toContain('s3cret');
  });

  it('reports a mail server that does not answer instead of failing the request that sent it', async () => {
    const errors: unknown[] = [];
    // Port 9 on loopback: nothing listens, so the connection is refused at once.
    const mail = createServiceMail({ smtpUrl: 'smtp://127.0.0.1:9' }, tempDir(), Date.now, (e) =>
      errors.push(e),
    );
    await expect(mail.send(reset)).resolves.toBeUndefined();
    mail.close();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).not.toContain('zoe@example.com');
  });
});
