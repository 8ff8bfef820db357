import { Box, Button, CloseButton, Dialog, Link, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { LuPrinter, LuQrCode } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Hint } from '@/components/hint';
import { visitPath } from '@/config/public-paths';
import { useFeedbackLink } from '../api/get-feedback-link';
import { facilityReportMessages as m } from './facility-report-messages';

/**
 * Printing the QR code prints only its sheet: everything else is hidden while
 * `data-print-qr` is on the body (set for the one print).
 */
const QR_PRINT_CSS = `
@media print {
  body[data-print-qr] * { visibility: hidden !important; }
  body[data-print-qr] [data-qr-sheet], body[data-print-qr] [data-qr-sheet] * { visibility: visible !important; }
  body[data-print-qr] [data-qr-sheet] { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
}
`;

function printQr() {
  document.body.setAttribute('data-print-qr', '');
  try {
    window.print();
  } finally {
    document.body.removeAttribute('data-print-qr');
  }
}

/** The facility's feedback address as a QR code and as text. */
function QrSheet({ facilityId, facilityName }: { facilityId: string; facilityName: string }) {
  const intl = useIntl();
  const link = useFeedbackLink(facilityId);
  if (link.error) return <ErrorAlert error={link.error} onRetry={() => void link.refetch()} />;
  if (!link.data) return <Skeleton height="64" width="64" mx="auto" data-testid="qr-skeleton" />;
  const url = `${window.location.origin}${visitPath(link.data.token)}`;
  return (
    <Stack data-qr-sheet="" align="center" gap="3" textAlign="center" py="2">
      {facilityName && (
        <Text fontWeight="semibold" fontSize="xl">
          {facilityName}
        </Text>
      )}
      <Box bg="white" p="3" rounded="md">
        <QRCodeSVG value={url} size={240} level="M" marginSize={2} role="img" aria-label={intl.formatMessage(m.qrImage, { url })} />
      </Box>
      <Text fontSize="md">{intl.formatMessage(m.qrCaption)}</Text>
      <Link href={url} fontSize="sm" color="teal.fg" wordBreak="break-all" target="_blank" rel="noreferrer">
        {url}
      </Link>
    </Stack>
  );
}

/** "QR code": a dialog with the facility's printable QR code of its public feedback page. */
export function FacilityReportQrButton({ facilityId, facilityName }: { facilityId: string; facilityName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)} data-print="hide">
        <LuQrCode /> {intl.formatMessage(m.qrCode)}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size={{ base: 'full', sm: 'md' }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <style>{QR_PRINT_CSS}</style>
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(m.qrTitle)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Hint>{intl.formatMessage(m.qrHint)}</Hint>
                  {open && <QrSheet facilityId={facilityId} facilityName={facilityName} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {intl.formatMessage(m.close)}
                </Button>
                <Button colorPalette="teal" onClick={printQr}>
                  <LuPrinter /> {intl.formatMessage(m.printQr)}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
