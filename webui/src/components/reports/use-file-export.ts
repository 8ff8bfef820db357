import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../errors/error-alert';
import { toaster } from '../ui/toaster';

/** A feature's words for an export: `exported` takes the saved `{file}`. */
export interface ExportMessages {
  exported: MessageDescriptor;
  exportFailed: MessageDescriptor;
}

/**
 * Runs an export that saves a file and answers its name, saying in a toast that it was saved
 * or why it failed; `exporting` is true meanwhile.
 */
export function useFileExport(messages: ExportMessages) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const run = async (save: () => Promise<string>) => {
    setExporting(true);
    try {
      const file = await save();
      toaster.create({ type: 'success', title: intl.formatMessage(messages.exported, { file }) });
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(messages.exportFailed), description: errorText(error) });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
