import type { BrowserWindow, Dialog } from 'electron';
import { basename, join } from 'node:path';
import type { ExportOutcome } from '../../src-shared/domain/file-export.ts';
import { writeFileAtomically } from '../core/export/atomic-file.ts';
import { safeFileName, type ExportRequest, type FileExporter } from '../core/export/file-exporter.ts';

export interface SaveDialogExporterInput {
  readonly dialog: Pick<Dialog, 'showSaveDialog'>;
  /** The window the dialog belongs to (sheet on macOS); null shows a free-standing dialog. */
  readonly parentWindow: () => BrowserWindow | null;
  /** Where the dialog starts, e.g. the Downloads folder. */
  readonly defaultFolder: () => string;
  /** How the file is written once a place is chosen (the core's atomic writer). */
  readonly writeFile?: typeof writeFileAtomically;
}

/**
 * Electron's file exporter: the system save dialog asks where, then the core streams the content
 * into that file (through a temporary file that replaces it only when complete).
 */
export function saveDialogExporter(input: SaveDialogExporterInput): FileExporter {
  const writeFile = input.writeFile ?? writeFileAtomically;
  return {
    async save(request: ExportRequest): Promise<ExportOutcome> {
      const options = {
        title: 'Export',
        defaultPath: join(input.defaultFolder(), safeFileName(request.suggestedName)),
        filters: [{ name: request.filter.name, extensions: [...request.filter.extensions] }],
        properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
      };
      const parent = input.parentWindow();
      const choice =
        parent === null || parent.isDestroyed()
          ? await input.dialog.showSaveDialog(options)
          : await input.dialog.showSaveDialog(parent, options);
      if (choice.canceled || choice.filePath === '') {
        return { kind: 'cancelled' };
      }
      const { rows } = await writeFile(choice.filePath, request.write);
      return { kind: 'saved', fileName: basename(choice.filePath), rows };
    },
  };
}
