import { Button, ButtonGroup } from '@chakra-ui/react';
import { LuCalendarDays, LuList } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CreateButton } from '@/components/data-table/create-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { SchedulesTable } from '../components/schedules-table';
import { scheduleMessages as m } from '../messages';

/** `/staff/schedules` and `/staff/schedules/info`: the calendar, or the list (`?view=list`). */
export function SchedulesRoute() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = searchParams.get('view') === 'list';
  const show = (view: 'calendar' | 'list') => setSearchParams(view === 'list' ? { view } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          <>
            <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage(m.view)}>
              <Button aria-pressed={!list} variant={list ? 'outline' : 'subtle'} onClick={() => show('calendar')}>
                <LuCalendarDays /> {intl.formatMessage(m.calendarView)}
              </Button>
              <Button aria-pressed={list} variant={list ? 'subtle' : 'outline'} onClick={() => show('list')}>
                <LuList /> {intl.formatMessage(m.listView)}
              </Button>
            </ButtonGroup>
            <CreateButton to={paths.createScheduleForm} label={m.newSchedule} />
          </>
        }
      />
      {list ? <SchedulesTable /> : <ScheduleCalendar />}
    </>
  );
}
