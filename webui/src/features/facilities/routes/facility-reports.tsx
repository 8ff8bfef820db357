import { Card, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { ErrorAlert } from '@/components/errors/error-alert';
import { EventHistory } from '@/components/history/event-history';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { PrintButton, PrintStyles } from '@/components/reports/print';
import { ReportPeriodPicker, usePeriodChoice } from '@/components/reports/report-period';
import { ReportSections } from '@/components/reports/report-sections';
import { maySee } from '@/config/calls';
import { paths } from '@/config/paths';
import { roleAtom } from '@/lib/session-atoms';
import { useViewerZone } from '@/lib/viewer-offset';
import { useFacilityReport } from '../api/get-facility-report';
import { CheckInCodeCard } from '../components/check-in-code-card';
import { FacilityCleaningSettings } from '../components/facility-cleaning-settings';
import { FacilityReportCharts } from '../components/facility-report-charts';
import { facilityReportMessages as m } from '../components/facility-report-messages';
import { FacilityReportQrButton } from '../components/facility-report-qr';

/**
 * A facility's report (`/facilities/facility-reports?facilityId=`): a period, charts per day
 * (people, litres, issues, feedback average), the same figures as a building's report, and
 * its printable feedback QR code; to those who manage the facility, its check-in code for the
 * door and its cleaning by visitors; and its history, the staff's check-ins at its door among its changes.
 */
export function FacilityReportsRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const facilityId = searchParams.get('facilityId') ?? '';
  const choice = usePeriodChoice();
  const zone = useViewerZone();
  const report = useFacilityReport({ facilityId, from: choice.period?.from ?? '', to: choice.period?.to ?? '', ...zone });
  const name = report.data?.facilityName ?? '';
  const role = useAtomValue(roleAtom);
  const managesIt = maySee(role, 'facilityCleaning');
  const keepsCheckInCode = maySee(role, 'facilityCheckInCode');

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={name ? intl.formatMessage(m.titleOf, { name }) : intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        back={
          <span data-print="hide">
            <BackLink to={paths.facilitiesTable}>{intl.formatMessage(m.backToList)}</BackLink>
          </span>
        }
        actions={
          facilityId && (
            <>
              <FacilityReportQrButton facilityId={facilityId} facilityName={name} />
              <PrintButton />
            </>
          )
        }
      />
      {!facilityId ? (
        <MissingId />
      ) : (
        <Stack gap="6">
          <Card.Root size="sm" data-print="hide">
            <Card.Body>
              <ReportPeriodPicker choice={choice} />
            </Card.Body>
          </Card.Root>
          {!choice.period ? null : report.error ? (
            <ErrorAlert error={report.error} onRetry={() => void report.refetch()} />
          ) : !report.data ? (
            <Stack gap="4" aria-busy="true" data-testid="facility-report-skeleton">
              <Skeleton height="48" />
              <Skeleton height="48" />
            </Stack>
          ) : (
            <Stack gap="6">
              <Stack gap="3">
                <Heading as="h2" size="lg">
                  {intl.formatMessage(m.perDay)}
                </Heading>
                <FacilityReportCharts days={report.data.perDay} sensors={report.data.sensors} />
              </Stack>
              <ReportSections report={report.data} showMainMeter={report.data.mainMeterLitres !== null} />
            </Stack>
          )}
          {keepsCheckInCode && <CheckInCodeCard facilityId={facilityId} facilityName={name} />}
          {managesIt && (
            <div data-print="hide">
              <FacilityCleaningSettings facilityId={facilityId} />
            </div>
          )}
          <div data-print="hide">
            <EventHistory kind="facility" id={facilityId} />
          </div>
        </Stack>
      )}
    </>
  );
}
