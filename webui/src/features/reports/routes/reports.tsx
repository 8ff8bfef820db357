import { Button, Card, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useBuildingOptions } from '@/api/get-building-options';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ChoiceField } from '@/components/form/fields';
import { PageHeader } from '@/components/page-header';
import { PrintButton, PrintStyles } from '@/components/reports/print';
import { ReportPeriodPicker, usePeriodChoice } from '@/components/reports/report-period';
import { useFileExport } from '@/components/reports/use-file-export';
import { useDateFormat } from '@/lib/format';
import { useViewerZone } from '@/lib/viewer-offset';
import { exportReports, useReports } from '../api/get-reports';
import { BuildingReportView } from '../components/building-report';
import { reportsMessages as m } from '../messages';
import type { ReportsParams } from '../types';

function ReportsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" data-testid="reports-skeleton">
      <Skeleton height="8" width="40%" />
      <Skeleton height="40" />
      <Skeleton height="40" />
    </Stack>
  );
}

/**
 * Reports (`/reports`): a period (last week, last month, custom dates) and optionally one
 * building; each building's issues by type, response times and share within target,
 * feedback, people, litres beside the main meters' and device uptime. Export reports.csv;
 * printing leaves out the console's header, menus, footer and these controls.
 */
export function ReportsRoute() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const choice = usePeriodChoice();
  const [buildingId, setBuildingId] = useState('');
  const buildings = useBuildingOptions();
  const zone = useViewerZone();
  const params: ReportsParams | null = choice.period ? { ...choice.period, buildingId: buildingId || undefined, ...zone } : null;
  const reports = useReports(params);
  const { exporting, run } = useFileExport(m);

  const runExport = async () => {
    if (params) await run(() => exportReports(params));
  };

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={
          <>
            <Text as="span" data-print="hide">
              {intl.formatMessage(m.description)}
            </Text>
            {params && (
              <Text as="span" display="none" css={{ '@media print': { display: 'inline' } }}>
                {intl.formatMessage(m.printedPeriod, { from: formatDate(params.from), to: formatDate(params.to) })}
              </Text>
            )}
          </>
        }
        actions={
          <Flex gap="2" data-print="hide" wrap="wrap">
            <Button variant="outline" onClick={runExport} loading={exporting} disabled={!params}>
              <LuDownload /> {intl.formatMessage(m.export)}
            </Button>
            <PrintButton />
          </Flex>
        }
      />
      <Stack gap="6">
        <Card.Root size="sm" data-print="hide">
          <Card.Body>
            <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
              <ReportPeriodPicker choice={choice} />
              <ChoiceField
                label={intl.formatMessage(m.building)}
                value={buildingId}
                options={[
                  { value: '', label: intl.formatMessage(m.allBuildings) },
                  ...(buildings.data ?? []).map((building) => ({ value: building.id, label: building.name })),
                ]}
                onChange={setBuildingId}
                width={{ base: 'full', md: '64' }}
              />
            </Flex>
          </Card.Body>
        </Card.Root>
        {!params ? (
          <Text color="fg.muted">{intl.formatMessage(m.choosePeriod)}</Text>
        ) : reports.error ? (
          <ErrorAlert error={reports.error} onRetry={() => void reports.refetch()} />
        ) : !reports.data ? (
          <ReportsSkeleton />
        ) : reports.data.buildings.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.noBuildings)}</Text>
        ) : (
          reports.data.buildings.map((report, index) => <BuildingReportView key={report.buildingId || index} report={report} first={index === 0} />)
        )}
      </Stack>
    </>
  );
}
