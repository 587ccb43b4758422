import { describe, expect, it } from 'vitest';
import type { BackendStatus } from '../../../src-shared/domain/backend-status.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { createLogger } from '../logging/logger.ts';
import { BackendMonitor, type EmbeddedService } from './backend-monitor.ts';
import { inEnglish } from '../../../src-shared/testing/in-english.ts';

/** An embedded service whose process the test kills and brings back by hand. */
function fakeEmbedded() {
  let url: string | null = 'http://127.0.0.1:5001';
  const listeners = new Set<(url: string | null) => void>();
  const service: EmbeddedService = {
    get url() {
      return url;
    },
    close: () => Promise.resolve(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const tell = (next: string | null): void => {
    url = next;
    for (const listener of listeners) listener(next);
  };
  return { service, tell, listeners };
}

const healthy: typeof fetch = () => Promise.resolve(Response.json({ status: 'ok', version: '1.2.3' }));

describe('BackendMonitor with an embedded service in its own process', () => {
  it('says unreachable while the service restarts, and follows it to its new address', async () => {
    const embedded = fakeEmbedded();
    const statuses: BackendStatus[] = [];
    const restartedAt: string[] = [];
    const monitor = new BackendMonitor({
      config: { kind: 'embedded', dataDir: '/data' },
      appVersion: '1.2.3',
      logger: createLogger({ write: () => undefined }),
      startEmbedded: () => Promise.resolve(embedded.service),
      onChange: (status) => statuses.push(status),
      onEmbeddedRestarted: (url) => restartedAt.push(url),
      fetch: healthy,
    });
    expect((await monitor.start()).state).toBe('connected');

    embedded.tell(null);
    expect(monitor.status).toMatchObject({ state: 'unreachable', url: null });
    expect(inEnglish(monitor.status.problem)).toContain('starting it again');
    expect(monitor.url).toBeNull();

    embedded.tell('http://127.0.0.1:5002');
    expect(restartedAt).toEqual(['http://127.0.0.1:5002']);
    expect(await monitor.check()).toMatchObject({ state: 'connected', url: 'http://127.0.0.1:5002' });

    await monitor.stop();
    expect(embedded.listeners.size).toBe(0);
    expect(statuses.map((s) => s.state)).toEqual(['connected', 'unreachable', 'connected', 'stopped']);
  });
});

describe('BackendMonitor with a server', () => {
  it('tells of an unchanged problem once, though each check builds it anew', async () => {
    const statuses: BackendStatus[] = [];
    const monitor = new BackendMonitor({
      config: { kind: 'remote', url: 'https://stint.example.com' },
      appVersion: '1.2.3',
      logger: createLogger({ write: () => undefined }),
      startEmbedded: () => Promise.reject(new Error('not embedded')),
      onChange: (status) => statuses.push(status),
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await monitor.start();
    await monitor.check();
    await monitor.check();
    expect(statuses.map((status) => status.problem)).toEqual([
      { id: 'backend.problem.noAnswer', values: { url: 'https://stint.example.com' } },
    ]);
  });

  it('keeps its problem as a message, for errors in the person’s language', async () => {
    const monitor = new BackendMonitor({
      config: { kind: 'remote', url: 'https://stint.example.com' },
      appVersion: '1.2.3',
      logger: createLogger({ write: () => undefined }),
      startEmbedded: () => Promise.reject(new Error('not embedded')),
      onChange: () => undefined,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(inEnglish((await monitor.start()).problem)).toBe(
      'The service at https://stint.example.com does not answer. Stint keeps your work and retries.',
    );
    expect(renderMessage(mainTranslator('de'), monitor.problem!)).toBe(
      'Der Dienst unter https://stint.example.com antwortet nicht. Stint behält Ihre Arbeit und versucht es weiter.',
    );
  });
});
