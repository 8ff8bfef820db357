import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuFileChartColumn } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { UsageTable } from '../components/usage-table';
import { usageMessages as m } from '../messages';

export function UsageTableRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          isPathAllowed(role, paths.reports) && (
            <Button asChild variant="outline">
              <RouterLink to={paths.reports}>
                <LuFileChartColumn /> {intl.formatMessage(m.reports)}
              </RouterLink>
            </Button>
          )
        }
      />
      <UsageTable />
    </>
  );
}
