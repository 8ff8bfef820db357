import { Button } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { reportMessages as m } from './messages';

/**
 * While a report is on screen, printing leaves out the console's header, menus and footer and
 * every control marked `data-print="hide"`, and lets the page use the paper's whole width.
 */
const PRINT_CSS = `
@media print {
  header, footer, nav, [data-print="hide"], [data-scope="toast"] { display: none !important; }
  #main { max-width: none !important; padding: 0 !important; }
  body { background: white !important; }
  [data-print="keep"] { break-inside: avoid; }
}
`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}

/** Opens the browser's print dialog (which also saves a PDF). */
export function PrintButton() {
  const intl = useIntl();
  return (
    <Button variant="outline" onClick={() => window.print()} title={intl.formatMessage(m.printHint)} data-print="hide">
      <LuPrinter /> {intl.formatMessage(m.print)}
    </Button>
  );
}
