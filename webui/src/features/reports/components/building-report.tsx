import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Hint } from '@/components/hint';
import { ReportSections } from '@/components/reports/report-sections';
import { reportsMessages as m } from '../messages';
import type { BuildingReport } from '../types';

/** One building's part of the report, starting a new printed page after the first. */
export function BuildingReportView({ report, first }: { report: BuildingReport; first: boolean }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="3" aria-label={report.buildingName} css={first ? undefined : { '@media print': { breakBefore: 'page' } }}>
      <Stack gap="0">
        <Heading as="h2" size="xl">
          {report.buildingName}
        </Heading>
        {report.landlordName && (
          <Hint>{intl.formatMessage(m.landlord, { name: report.landlordName })}</Hint>
        )}
      </Stack>
      <ReportSections report={report} />
    </Stack>
  );
}
