import { Button, ButtonGroup } from '@chakra-ui/react';
import { LuCalendarDays, LuList } from 'react-icons/lu';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CalendarPlaceholder } from '@/components/calendar/calendar-placeholder';
import { CreateButton } from '@/components/data-table/create-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { withChunkTimeout } from '@/lib/lazy-route';
import { SchedulesTable } from '../components/schedules-table';
import { scheduleMessages as m } from '../messages';

// The calendar (FullCalendar) loads only when shown: the list does not need it.
const ScheduleCalendar = lazy(() =>
  withChunkTimeout(import('../components/schedule-calendar').then(({ ScheduleCalendar }) => ({ default: ScheduleCalendar }))),
);

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
      {list ? (
        <SchedulesTable />
      ) : (
        <Suspense fallback={<CalendarPlaceholder />}>
          <ScheduleCalendar />
        </Suspense>
      )}
    </>
  );
}
