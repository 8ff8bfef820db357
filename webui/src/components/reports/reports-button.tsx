import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuFileChartColumn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';

/** A screen header's button to the reports, for the roles that may open them; nothing for the others. */
export function useReportsButton(label: MessageDescriptor): ReactNode {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  return (
    isPathAllowed(role, paths.reports) && (
      <Button asChild variant="outline">
        <RouterLink to={paths.reports}>
          <LuFileChartColumn /> {intl.formatMessage(label)}
        </RouterLink>
      </Button>
    )
  );
}
