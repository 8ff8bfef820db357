import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { LuPrinter, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SectionCard } from '@/components/section-card';
import { toaster } from '@/components/ui/toaster';
import { useCheckInCode, useRenewCheckInCode, type CheckInCode } from '../api/check-in-code';
import { checkInCodeMessages as m } from './check-in-code-messages';

/**
 * Printing the card prints its sheet alone, in the middle of the page, while
 * `data-print-check-in` is on the body (set for that one print); a print of the whole
 * report leaves the card out.
 */
const PRINT_CSS = `
@media print {
  body:not([data-print-check-in]) [data-check-in-card] { display: none !important; }
  body[data-print-check-in] * { visibility: hidden !important; }
  body[data-print-check-in] [data-check-in-sheet], body[data-print-check-in] [data-check-in-sheet] * { visibility: visible !important; }
  body[data-print-check-in] [data-check-in-sheet] { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
}
`;

function printSheet() {
  document.body.setAttribute('data-print-check-in', '');
  try {
    window.print();
  } finally {
    document.body.removeAttribute('data-print-check-in');
  }
}

/** The server's address, made whole when it answers a path. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

/** What goes on the door: the facility's name, the QR code, and the address under it. */
function CodeSheet({ code, facilityName }: { code: CheckInCode; facilityName: string }) {
  const intl = useIntl();
  const url = absolute(code.url);
  return (
    <Stack data-check-in-sheet="" align="center" gap="2" textAlign="center" py="2">
      {facilityName && (
        <Text fontWeight="semibold" fontSize="xl">
          {facilityName}
        </Text>
      )}
      <Box bg="white" p="3" rounded="md">
        <QRCodeSVG value={url} size={200} level="M" marginSize={2} role="img" aria-label={intl.formatMessage(m.qrImage, { url })} />
      </Box>
      <Text fontSize="md">{intl.formatMessage(m.caption)}</Text>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all" data-testid="check-in-url">
        {url}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {intl.formatMessage(m.code, { code: code.code })}
      </Text>
    </Stack>
  );
}

/**
 * The facility's check-in code (GET and POST /api/facilities/{id}/check-in-code) for those who
 * manage it: the QR code to print for the door, and a new code when the old one must stop working.
 */
export function CheckInCodeCard({ facilityId, facilityName }: { facilityId: string; facilityName: string }) {
  const intl = useIntl();
  const code = useCheckInCode(facilityId);
  const renew = useRenewCheckInCode();
  const [confirming, setConfirming] = useState(false);
  // A refusal shows in the card, under the code still in force.
  const renewCode = async () => {
    try {
      await renew.mutateAsync({ facilityId });
      toaster.create({ type: 'success', title: intl.formatMessage(m.renewed) });
    } catch {
      /* renew.error says why */
    }
  };
  return (
    <Box data-check-in-card="">
      <style>{PRINT_CSS}</style>
      <SectionCard title={intl.formatMessage(m.title)}>
        <Text data-print="hide">{intl.formatMessage(m.description)}</Text>
        {code.error ? (
          <ErrorAlert error={code.error} onRetry={() => void code.refetch()} />
        ) : !code.data ? (
          <Skeleton height="64" width="56" mx="auto" data-testid="check-in-code-skeleton" />
        ) : (
          <CodeSheet code={code.data} facilityName={facilityName} />
        )}
        {renew.error ? <ErrorAlert error={renew.error} /> : null}
        <Flex gap="3" justify="center" wrap="wrap" data-print="hide">
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!code.data} flex={{ base: '1', sm: 'initial' }}>
            <LuRefreshCw /> {intl.formatMessage(m.renew)}
          </Button>
          <Button colorPalette="teal" onClick={printSheet} disabled={!code.data} flex={{ base: '1', sm: 'initial' }}>
            <LuPrinter /> {intl.formatMessage(m.print)}
          </Button>
        </Flex>
      </SectionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.renewTitle)}
        description={intl.formatMessage(m.renewBody)}
        confirmLabel={intl.formatMessage(m.renew)}
        onConfirm={renewCode}
      />
    </Box>
  );
}
