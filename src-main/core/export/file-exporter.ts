import type { ExportOutcome } from '../../../src-shared/domain/file-export.ts';
import type { TextSink } from './text-sink.ts';

/** One file the core wants the person to keep: its suggested name and a producer of its text. */
export interface ExportRequest {
  /** A plain file name (no folders), e.g. `stint-records-2025-10.csv`. */
  readonly suggestedName: string;
  /** MIME type with charset, e.g. `text/csv; charset=utf-8`. */
  readonly contentType: string;
  /** What the save dialog offers to filter by. */
  readonly filter: { readonly name: string; readonly extensions: readonly string[] };
  /**
   * Writes the whole content to the sink, which may be a file or an HTTP response; answers the
   * number of data rows. Called once the destination is known, possibly after `save` returned.
   */
  readonly write: (sink: TextSink) => Promise<{ readonly rows: number }>;
}

/**
 * The host's way to hand the person a file. Electron asks where with the system save dialog and
 * writes there; the browser host, which has no dialog, answers a one-time download address whose
 * request streams the content (see browser-host/downloads.ts).
 */
export interface FileExporter {
  save(request: ExportRequest): Promise<ExportOutcome>;
}

/** File names from data (a period, a project) made safe for every file system. */
export function safeFileName(name: string): string {
  let visible = '';
  for (const c of name.normalize('NFC')) visible += c < ' ' || c === '\u007f' ? '-' : c;
  const cleaned = visible
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, 120);
  return cleaned === '' ? 'export' : cleaned;
}
