import { Button, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Hint } from '@/components/hint';
import { formatDuration, formatShare } from '@/components/reports/duration';
import type { Kpi } from '@/components/reports/report-types';
import { useFileExport } from '@/components/reports/use-file-export';
import { useCatalogue } from '@/lib/use-catalogue';
import { exportKpi } from '../api/get-kpi-breakdowns';
import type { RangeParams } from '../api/range-answer';
import { kpiMessages as m } from '../kpi-messages';
import type { Breakdown, KpiBreakdowns, KpiGroup, KpiTypeRow } from '../kpi-types';
import { KpiTable, type KpiColumn } from './kpi-table';

/** The figures every breakdown shows, after its name: resolved, mean, median, 90th percentile, share within target. */
function useFigureColumns<T extends Kpi>(): KpiColumn<T>[] {
  const intl = useIntl();
  const dash = '—';
  const duration = (key: 'meanMinutes' | 'medianMinutes' | 'p90Minutes', header: string): KpiColumn<T> => ({
    key,
    header,
    numeric: true,
    value: (row) => row[key],
    render: (row) => formatDuration(intl, row[key]) ?? dash,
  });
  return [
    { key: 'resolved', header: intl.formatMessage(m.resolved), numeric: true, value: (row) => row.resolved, render: (row) => intl.formatNumber(row.resolved) },
    duration('meanMinutes', intl.formatMessage(m.mean)),
    duration('medianMinutes', intl.formatMessage(m.median)),
    duration('p90Minutes', intl.formatMessage(m.p90)),
    {
      key: 'withinTarget',
      header: intl.formatMessage(m.withinTarget),
      numeric: true,
      value: (row) => row.withinTarget,
      render: (row) => formatShare(intl, row.withinTarget) ?? dash,
    },
  ];
}

/** A titled breakdown with its CSV export (the same range, one file per breakdown). */
function BreakdownCard({ title, hint, breakdown, params, children }: { title: string; hint?: string; breakdown: Breakdown; params: RangeParams; children: ReactNode }) {
  const intl = useIntl();
  const { exporting, run } = useFileExport(m);
  const runExport = () => run(() => exportKpi(params, breakdown));
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {hint && (
              <Hint>{hint}</Hint>
            )}
          </Stack>
          <Button size="sm" variant="outline" onClick={runExport} loading={exporting} aria-label={intl.formatMessage(m.exportOf, { table: title })}>
            <LuDownload /> {intl.formatMessage(m.export)}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function GroupTable({ title, header, rows }: { title: string; header: string; rows: KpiGroup[] }) {
  const intl = useIntl();
  const figures = useFigureColumns<KpiGroup>();
  const columns: KpiColumn<KpiGroup>[] = [
    { key: 'name', header, value: (row) => row.name, render: (row) => row.name ?? intl.formatMessage(m.unnamed) },
    ...figures,
  ];
  return <KpiTable label={title} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

function TypeTable({ title, rows }: { title: string; rows: KpiTypeRow[] }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const figures = useFigureColumns<KpiTypeRow>();
  const columns: KpiColumn<KpiTypeRow>[] = [
    { key: 'issueType', header: intl.formatMessage(m.issueType), value: (row) => catalogue.issueType(row.issueType), render: (row) => catalogue.issueType(row.issueType) },
    {
      key: 'targetMinutes',
      header: intl.formatMessage(m.target),
      numeric: true,
      value: (row) => row.targetMinutes,
      render: (row) => formatDuration(intl, row.targetMinutes) ?? '—',
    },
    ...figures,
  ];
  return <KpiTable label={title} columns={columns} rows={rows} rowKey={(row) => row.issueType} />;
}

/** The KPI per building, cleaning company, staff member and issue type (with its target), each sortable and exportable. */
export function KpiBreakdownTables({ kpi, params }: { kpi: KpiBreakdowns; params: RangeParams }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Stack gap="4">
      <BreakdownCard title={say(m.perBuilding)} breakdown="building" params={params}>
        <GroupTable title={say(m.perBuilding)} header={say(m.building)} rows={kpi.perBuilding} />
      </BreakdownCard>
      <BreakdownCard title={say(m.perCompany)} breakdown="company" params={params}>
        <GroupTable title={say(m.perCompany)} header={say(m.company)} rows={kpi.perCompany} />
      </BreakdownCard>
      <BreakdownCard title={say(m.perStaff)} hint={say(m.perStaffHint)} breakdown="staff" params={params}>
        <GroupTable title={say(m.perStaff)} header={say(m.staff)} rows={kpi.perStaff} />
      </BreakdownCard>
      <BreakdownCard title={say(m.perType)} hint={say(m.perTypeHint)} breakdown="type" params={params}>
        <TypeTable title={say(m.perType)} rows={kpi.perType} />
      </BreakdownCard>
    </Stack>
  );
}
