import { Button, ButtonGroup } from '@chakra-ui/react';
import { LuCalendarDays, LuList } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { CreateButton } from '@/components/data-table/create-button';
import { paths } from '@/config/paths';
import { leaveMessages as m } from '../messages';

/** Calendar (`/staff/leaves`) or list (`/staff/leaves/table`), and "apply for leave". */
export function LeaveViewSwitch({ current }: { current: 'calendar' | 'table' }) {
  const intl = useIntl();
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage(m.view)}>
        <Button asChild variant={current === 'calendar' ? 'subtle' : 'outline'}>
          <RouterLink to={paths.leaves} aria-current={current === 'calendar' ? 'page' : undefined}>
            <LuCalendarDays /> {intl.formatMessage(m.calendarView)}
          </RouterLink>
        </Button>
        <Button asChild variant={current === 'table' ? 'subtle' : 'outline'}>
          <RouterLink to={paths.leavesTable} aria-current={current === 'table' ? 'page' : undefined}>
            <LuList /> {intl.formatMessage(m.tableView)}
          </RouterLink>
        </Button>
      </ButtonGroup>
      <CreateButton to={paths.createLeaveForm} label={m.apply} />
    </>
  );
}
