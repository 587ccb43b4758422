import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { V1Status } from '../../../src-shared/domain/session.ts';
import { createLogger } from '../logging/logger.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { startFakeV1Service, type FakeV1Service } from '../testing/fake-v1-service.ts';
import { V1ConnectError, V1NotConnectedError, V1Session, type V1KeyStore } from './v1-session.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { inEnglish } from '../../../src-shared/testing/in-english.ts';

let service: FakeV1Service;
beforeEach(async () => {
  service = await startFakeV1Service();
  service.projects = [{ id: 'p1', version: 1, name: 'One', createdAt: 0 }];
});
afterEach(() => service.close());

class MemoryKeys implements V1KeyStore {
  readonly keys = new Map<string, string>();
  get(id: string) {
    return Promise.resolve(this.keys.get(id) ?? null);
  }
  save(id: string, key: string) {
    this.keys.set(id, key);
    return Promise.resolve();
  }
  forget(id: string) {
    this.keys.delete(id);
    return Promise.resolve();
  }
}

const sessions: V1Session[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

function open(
  keys: MemoryKeys,
  extra: { clock?: FakeClock; title?: string; tokenOfAnotherAccount?: () => Promise<string | null> } = {},
) {
  const statuses: V1Status[] = [];
  const session = new V1Session({
    publicUrl: service.url,
    applicationKey: 'demo-application-key',
    organization: { id: 'org-acme', authOrganizationId: 'auth-acme', title: extra.title ?? 'Acme Studio' },
    email: 'alice@example.com',
    keys,
    deviceName: 'Stint on test',
    logger: createLogger({ write: () => undefined }),
    onChange: (status) => statuses.push(status),
    ...(extra.clock === undefined ? {} : { now: extra.clock.now, scheduler: extra.clock }),
    ...(extra.tokenOfAnotherAccount === undefined
      ? {}
      : { tokenOfAnotherAccount: extra.tokenOfAnotherAccount }),
  });
  sessions.push(session);
  return { session, statuses };
}

describe('V1Session', () => {
  it('asks for the password once, creates a key for this device and keeps only the key', async () => {
    const keys = new MemoryKeys();
    const { session, statuses } = open(keys);
    expect(session.status).toMatchObject({ state: 'connecting', needsPassword: false });
    await session.restore();
    expect(session.status).toMatchObject({ state: 'not-connected', needsPassword: true });
    await session.connect({ method: 'password', password: 'alice-password' });
    expect(session.status).toEqual({
      state: 'connected',
      account: 'acme',
      needsPassword: false,
      problem: null,
    });
    expect([...keys.keys.values()]).toEqual([...service.secretKeys]);
    expect(JSON.stringify([...keys.keys])).not.toContain('alice-password');
    expect(statuses.map((s) => s.state)).toContain('connecting');
    const projects = await session.client().list('time/projects');
    expect(projects).toHaveLength(1);
  });

  it('logs in with the stored key after a restart, without asking', async () => {
    const keys = new MemoryKeys();
    await open(keys).session.connect({ method: 'password', password: 'alice-password' });
    const { session } = open(keys);
    await session.restore();
    expect(session.status.state).toBe('connected');
    const login = service.requests.filter((r) => r.path.endsWith('/auth/login')).at(-1);
    expect(login).toBeDefined();
    expect(await session.client().list('time/projects')).toHaveLength(1);
  });

  it('says so when the password is wrong, and stores nothing', async () => {
    const keys = new MemoryKeys();
    const { session } = open(keys);
    const error = await session.connect({ method: 'password', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(V1ConnectError);
    expect((error as V1ConnectError).code).toBe('v1-wrong-password');
    expect((error as V1ConnectError).sentence).toEqual({ id: 'error.v1.passwordRefused' });
    expect(session.status).toMatchObject({ state: 'not-connected', needsPassword: true });
    expect(inEnglish(session.status.problem)).toMatch(/password was not accepted/);
    expect(keys.keys.size).toBe(0);
    expect(() => session.client()).toThrow(V1NotConnectedError);
    // Reads of time tracking then say why in the person's language: the reason is a message.
    const notConnected = (() => {
      try {
        session.client();
      } catch (caught) {
        return caught as V1NotConnectedError;
      }
      return null;
    })();
    expect(notConnected?.reason).toEqual({ id: 'error.v1.passwordRefused' });
    expect(session.problem).toEqual({ id: 'error.v1.passwordRefused' });
  });

  it('accepts a secret key the person already has', async () => {
    service.secretKeys.add('existing-key');
    const keys = new MemoryKeys();
    const { session } = open(keys);
    await session.connect({ method: 'secret-key', secretKey: 'existing-key' });
    expect(session.status.state).toBe('connected');
    expect(keys.keys.get('org-acme')).toBe('existing-key');
  });

  it('asks for the password again when the stored key was deleted on the service', async () => {
    const keys = new MemoryKeys();
    keys.keys.set('org-acme', 'deleted-key');
    const { session } = open(keys);
    await session.restore();
    expect(session.status).toMatchObject({ state: 'not-connected', needsPassword: true });
    expect(inEnglish(session.status.problem)).toMatch(/no longer works/);
    expect(keys.keys.size).toBe(0);
  });

  it('refreshes a token close to expiry once for many concurrent requests', async () => {
    const clock = new FakeClock(Date.now());
    const keys = new MemoryKeys();
    const { session } = open(keys, { clock });
    await session.connect({ method: 'password', password: 'alice-password' });
    clock.sleep(3_600_000 - 30_000);
    await Promise.all(Array.from({ length: 20 }, () => session.client().list('time/projects')));
    expect(service.requests.filter((r) => r.path.endsWith('/auth/refreshtoken'))).toHaveLength(1);
  });

  it('logs in with the key again when the refresh token is refused', async () => {
    const clock = new FakeClock(Date.now());
    const keys = new MemoryKeys();
    const { session } = open(keys, { clock });
    await session.connect({ method: 'password', password: 'alice-password' });
    clock.sleep(3_600_000 - 30_000);
    service.failNext(401, { status: 401, code: 'PE01-1011', message: 'Refresh token invalid or expired' });
    const logins = service.requests.filter((r) => r.path.endsWith('/auth/login')).length;
    await session.client().list('time/projects');
    expect(service.requests.filter((r) => r.path.endsWith('/auth/login')).length).toBe(logins + 1);
    expect(session.status.state).toBe('connected');
  });

  it('reports an organization the v1 interface does not know', async () => {
    const { session } = open(new MemoryKeys(), { title: 'Initech' });
    const error = await session
      .connect({ method: 'password', password: 'alice-password' })
      .catch((e: unknown) => e);
    expect((error as V1ConnectError).code).toBe('v1-no-account');
    expect(inEnglish(session.status.problem)).toMatch(/knows no account named Initech/);
    // The person reads it in their language: the sentence crosses as an id with values.
    expect(renderMessage(mainTranslator('de'), (error as V1ConnectError).sentence)).toBe(
      'Die v1-Schnittstelle kennt kein Konto namens Initech für alice@example.com.',
    );
  });

  it('reports an application key the service does not accept, not a wrong password', async () => {
    const { session } = open(new MemoryKeys());
    service.failNext(401, {
      status: 401,
      code: 'PE01-1001',
      message: 'The application key (apikey) is missing or unknown',
    });
    const error = await session
      .connect({ method: 'password', password: 'alice-password' })
      .catch((e: unknown) => e);
    expect((error as V1ConnectError).code).toBe('v1-application-key-refused');
    expect(inEnglish(session.status.problem)).toMatch(/application key/);
  });

  it('reports an unreachable service as such', async () => {
    const { session } = open(new MemoryKeys());
    service.failNext(503);
    const error = await session
      .connect({ method: 'password', password: 'alice-password' })
      .catch((e: unknown) => e);
    expect((error as V1ConnectError).code).toBe('v1-unavailable');
    expect(session.status.state).toBe('unavailable');
  });

  it('does not ask for the password because the service is down while another organization could connect it', async () => {
    const { session } = open(new MemoryKeys(), {
      tokenOfAnotherAccount: () => Promise.resolve('token-of-globex-0000000000'),
    });
    service.failNext(503);
    await session.restore();
    expect(session.status).toMatchObject({ state: 'unavailable', needsPassword: false });
    // Back, but this service offers no exchange: now the password is asked, once.
    await session.restore();
    expect(session.status).toMatchObject({ state: 'not-connected', needsPassword: true });
  });
});
