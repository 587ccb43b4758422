import { timingSafeEqual } from 'node:crypto';
import { socketKeyParam, socketPath } from '../../src-shared/ipc/socket-protocol.ts';

export interface UpgradeRequest {
  readonly url: string | undefined;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly remoteAddress: string | undefined;
}

export type UpgradeVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const loopbackAddresses = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

/**
 * Decides whether a WebSocket upgrade may drive the core. All four must hold: it comes from this
 * machine, it is addressed to our exact host and port (no DNS rebinding), it was opened by our own
 * page (Origin), and it presents this launch's secret. Any other local page or process fails.
 */
export function checkUpgrade(request: UpgradeRequest, port: number, key: string): UpgradeVerdict {
  const expectedHost = `127.0.0.1:${port}`;
  if (request.remoteAddress === undefined || !loopbackAddresses.has(request.remoteAddress)) {
    return { ok: false, reason: 'not from loopback' };
  }
  if (request.host !== expectedHost) return { ok: false, reason: 'wrong Host header' };
  if (request.origin !== `http://${expectedHost}`) return { ok: false, reason: 'foreign Origin' };
  let url: URL;
  try {
    url = new URL(request.url ?? '', `http://${expectedHost}`);
  } catch {
    return { ok: false, reason: 'malformed URL' };
  }
  if (url.pathname !== socketPath) return { ok: false, reason: 'wrong path' };
  const presented = url.searchParams.get(socketKeyParam);
  if (presented === null || !sameSecret(presented, key)) return { ok: false, reason: 'wrong key' };
  return { ok: true };
}

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
