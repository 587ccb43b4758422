import { english, type Translate } from '../../src-shared/i18n/translator.ts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExportOutcome } from '../../src-shared/domain/file-export.ts';
import {
  downloadIdPattern,
  downloadPathPrefix,
  downloadProofLabel,
  downloadProofParam,
} from '../../src-shared/ipc/download-protocol.ts';
import type { ExportRequest, FileExporter } from '../core/export/file-exporter.ts';
import { writableSink } from '../core/export/text-sink.ts';
import type { Logger } from '../core/logging/logger.ts';
import type { UserNotification } from '../core/platform/platform-services.ts';

export interface DownloadRegistryOptions {
  readonly logger: Logger;
  /** Tells the person when a download broke off (the page only sees the browser's "Failed"). */
  readonly notify: (notification: UserNotification) => void;
  /** The person's language at the moment of a notification (English when not given). */
  readonly translate?: () => Translate;
  /** How long an address stays valid when nobody fetches it. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

interface Pending {
  readonly request: ExportRequest;
  readonly expiresAt: number;
  readonly timer: NodeJS.Timeout;
}

const loopbackAddresses = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

/** base64url(HMAC-SHA256(key, label + id)): what the page must present to fetch a download. */
export function downloadProof(key: string, id: string): string {
  return createHmac('sha256', Buffer.from(key, 'utf8'))
    .update(`${downloadProofLabel}${id}`, 'utf8')
    .digest('base64url');
}

/**
 * The browser host's save "dialog": it has no native one, so an export becomes a one-time,
 * unguessable, short-lived address on the host's own loopback server. Only a request from this
 * machine, to our exact Host (checked by the server), same-origin by Fetch metadata, and carrying
 * the proof of this launch's key is answered, once; the content is produced while it streams, so a
 * large export never sits in memory. Chromium saves it with its own downloads (and save dialog,
 * when the person has asked for one).
 */
export class DownloadRegistry implements FileExporter {
  readonly #options: DownloadRegistryOptions;
  readonly #pending = new Map<string, Pending>();
  #key: string | null = null;

  constructor(options: DownloadRegistryOptions) {
    this.#options = options;
  }

  /** The launch key of the page; set by the host when it starts. */
  attach(key: string): void {
    this.#key = key;
  }

  get size(): number {
    return this.#pending.size;
  }

  save(request: ExportRequest): Promise<ExportOutcome> {
    if (this.#key === null) return Promise.reject(new Error('The browser host is not serving pages yet.'));
    const id = randomBytes(32).toString('base64url');
    const ttl = this.#options.ttlMs ?? 60_000;
    const expiresAt = (this.#options.now ?? Date.now)() + ttl;
    const timer = setTimeout(() => this.#pending.delete(id), ttl);
    timer.unref();
    this.#pending.set(id, { request, expiresAt, timer });
    return Promise.resolve({
      kind: 'download',
      url: `${downloadPathPrefix}${id}`,
      fileName: request.suggestedName,
      expiresAt,
    });
  }

  /** Answers a request under `/exports/`; false for any other path (the caller serves it). */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    if (!url.pathname.startsWith(downloadPathPrefix)) return false;
    const refuse = (status: number, text: string): true => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(text);
      return true;
    };
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET', 'Cache-Control': 'no-store' });
      res.end();
      return true;
    }
    if (req.socket.remoteAddress === undefined || !loopbackAddresses.has(req.socket.remoteAddress)) {
      return refuse(403, 'Forbidden');
    }
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return refuse(403, 'Forbidden');
    const id = url.pathname.slice(downloadPathPrefix.length);
    const proof = url.searchParams.get(downloadProofParam);
    if (!downloadIdPattern.test(id) || proof === null || this.#key === null) return refuse(404, 'Not found');
    if (!sameText(proof, downloadProof(this.#key, id))) return refuse(403, 'Forbidden');
    const pending = this.#pending.get(id);
    if (pending === undefined || pending.expiresAt <= (this.#options.now ?? Date.now)()) {
      return refuse(404, 'Not found');
    }
    // One use: whatever happens next, this address is spent.
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    await this.#stream(pending.request, res);
    return true;
  }

  /** Forgets every address (the host is closing). */
  clear(): void {
    for (const pending of this.#pending.values()) clearTimeout(pending.timer);
    this.#pending.clear();
  }

  async #stream(request: ExportRequest, res: ServerResponse): Promise<void> {
    res.writeHead(200, {
      'Content-Type': request.contentType,
      'Content-Disposition': contentDisposition(request.suggestedName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    try {
      await request.write(writableSink(res));
      res.end();
    } catch (error) {
      this.#options.logger.error('an export stopped before it was complete', { error });
      // Breaking the connection makes the browser mark the download as failed, not complete.
      res.destroy();
      const t = this.#options.translate?.() ?? english.t;
      this.#options.notify({
        title: t('notice.exportStopped.title'),
        body: t('notice.exportStopped.body', { file: request.suggestedName }),
      });
    }
  }
}

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
