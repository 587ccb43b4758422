import { join } from 'node:path';
import type { ExportOutcome } from '../../../src-shared/domain/file-export.ts';
import { writeFileAtomically } from '../export/atomic-file.ts';
import { safeFileName, type ExportRequest, type FileExporter } from '../export/file-exporter.ts';

/**
 * Test support: a host whose "save dialog" always answers a file in one folder (or, when told,
 * that the person cancelled). Writing goes through the same atomic file writer Electron uses.
 */
export class FolderFileExporter implements FileExporter {
  readonly folder: string;
  readonly saved: string[] = [];
  cancelNext = false;

  constructor(folder: string) {
    this.folder = folder;
  }

  async save(request: ExportRequest): Promise<ExportOutcome> {
    if (this.cancelNext) {
      this.cancelNext = false;
      return { kind: 'cancelled' };
    }
    const fileName = safeFileName(request.suggestedName);
    const path = join(this.folder, fileName);
    const { rows } = await writeFileAtomically(path, request.write);
    this.saved.push(path);
    return { kind: 'saved', fileName, rows };
  }
}
