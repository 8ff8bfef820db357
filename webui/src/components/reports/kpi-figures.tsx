import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Hint } from '../hint';
import { formatDuration, formatShare } from './duration';
import { FigureGrid } from './figure-grid';
import { reportMessages as m } from './messages';
import type { Kpi } from './report-types';

/** Mean, median and 90th percentile response time, the share within target, and how many were resolved by whom. */
export function KpiFigures({ kpi }: { kpi: Kpi }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <FigureGrid
        figures={[
          { key: 'mean', label: intl.formatMessage(m.mean), value: formatDuration(intl, kpi.meanMinutes) },
          { key: 'median', label: intl.formatMessage(m.median), value: formatDuration(intl, kpi.medianMinutes) },
          { key: 'p90', label: intl.formatMessage(m.p90), value: formatDuration(intl, kpi.p90Minutes) },
          { key: 'withinTarget', label: intl.formatMessage(m.withinTarget), value: formatShare(intl, kpi.withinTarget), palette: 'green' },
        ]}
      />
      <Hint>
        {kpi.resolved > 0
          ? intl.formatMessage(m.resolvedCount, { count: kpi.resolved, staff: kpi.resolvedByStaff, system: kpi.resolvedBySystem })
          : intl.formatMessage(m.noneResolved)}
      </Hint>
    </Stack>
  );
}
