import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExportOutcome } from '../../../src-shared/domain/file-export.ts';
import type { ReportExportArg } from '../../../src-shared/ipc/channels/reports.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';

/**
 * Runs an export and says how it ended. In Electron main has already written the file after the
 * save dialog; in the browser host the page turns the one-time address into a browser download.
 */
export function useExport() {
  const bridge = useBridge();
  const { t } = useI18n();
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (arg: ReportExportArg): Promise<ExportOutcome> => {
      const outcome = await bridge.invoke('reports:export-csv', arg);
      if (outcome.kind === 'download') {
        if (bridge.saveDownload === undefined) throw new Error(t('reports.export.cannotDownload'));
        await bridge.saveDownload(outcome.url, outcome.fileName);
      }
      return outcome;
    },
    onMutate: () => setMessage(null),
    onSuccess: (outcome) => {
      if (outcome.kind === 'saved') {
        setMessage(t('reports.export.saved', { fileName: outcome.fileName, rows: outcome.rows }));
      } else if (outcome.kind === 'download') {
        setMessage(t('reports.export.download', { fileName: outcome.fileName }));
      } else if (outcome.kind === 'empty') {
        setMessage(t('reports.export.empty'));
      } else {
        setMessage(t('reports.export.cancelled'));
      }
    },
    onError: (error) => setMessage(error.message),
  });
  return { run: mutation.mutate, pending: mutation.isPending, failed: mutation.isError, message };
}
