import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { facilityPlace, useFacilityOptions } from '@/api/get-facility-options';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageHeader } from '@/components/page-header';
import { useOutboxWrite } from '@/components/outbox/use-outbox-write';
import { paths } from '@/config/paths';
import { useTimeFormat } from '@/lib/format';
import type { Submitted } from '@/lib/outbox/outbox';
import { checkInWrite } from '@/lib/outbox/writes';
import { checkInScanMessages as m } from '../messages';

/** POST /api/check-ins answers this (201). */
interface CheckedIn {
  id: string;
  facilityId: string;
  staffId: string;
  time: string;
}

type Scan = { time: string } & ({ state: 'sending' } | { state: 'done'; fate: Submitted } | { state: 'failed'; error: unknown });

/**
 * Scans made on this page load: opening the address again (a reload, React's second effect in
 * development) shows the first one's outcome instead of checking in twice.
 */
const scans = new Map<string, Promise<Submitted>>();

function useScan(code: string): Scan {
  const { send } = useOutboxWrite();
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const [time] = useState(() => new Date().toISOString());
  const [scan, setScan] = useState<Scan>({ state: 'sending', time });
  useEffect(() => {
    let sent = scans.get(code);
    if (!sent) {
      sent = send(checkInWrite(code, time, intl.formatMessage(m.label, { time: formatTime(time) })));
      scans.set(code, sent);
    }
    let current = true;
    sent.then(
      (fate) => current && setScan({ state: 'done', fate, time }),
      (error: unknown) => current && setScan({ state: 'failed', error, time }),
    );
    return () => {
      current = false;
    };
    // One scan per code and page load, whatever else changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  return scan;
}

function Outcome({ scan }: { scan: Scan }) {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const facilities = useFacilityOptions();
  if (scan.state === 'sending') return <Spinner aria-label={intl.formatMessage(m.sending)} />;
  if (scan.state === 'failed') return <ErrorAlert error={scan.error} />;
  const { fate } = scan;
  if (fate.state === 'queued') {
    return (
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(m.waiting)}</Alert.Title>
          <Alert.Description>{intl.formatMessage(m.waitingHint, { time: formatTime(scan.time) })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (fate.state !== 'sent') return <ErrorAlert error={new Error(intl.formatMessage(m.failed))} />;
  const checkedIn = fate.body as CheckedIn;
  const facility = facilities.data?.find((option) => option.id === checkedIn.facilityId);
  const time = formatTime(checkedIn.time ?? scan.time);
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>
        {facility ? intl.formatMessage(m.checkedIn, { facility: facilityPlace(facility), time }) : intl.formatMessage(m.checkedInHere, { time })}
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * `/check-in/:code`, the address of the QR code on a facility's door: scanning it checks the
 * signed-in supervisor, cleaner or worker in at once, with the time of the scan; without a
 * network the check-in waits on the phone and goes with that time later.
 */
export function CheckInScanRoute() {
  const intl = useIntl();
  const code = useParams().code ?? '';
  const scan = useScan(code);
  return (
    <>
      <PageHeader title={intl.formatMessage(m.title)} />
      <Stack gap="4" maxW="lg">
        <Outcome scan={scan} />
        <Button asChild variant="outline" size="lg" alignSelf="flex-start">
          <RouterLink to={paths.myWork}>{intl.formatMessage(m.toMyWork)}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
