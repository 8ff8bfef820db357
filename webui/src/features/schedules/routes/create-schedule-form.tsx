import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';

export function CreateScheduleFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveSchedule();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.createTitle)} back={<BackLink to={paths.schedulesInfo}>{intl.formatMessage(m.backToList)}</BackLink>} />
      <ScheduleForm
        submitLabel={intl.formatMessage(m.createTitle)}
        onCancel={() => navigate(paths.schedulesInfo)}
        onSubmit={async (input) => {
          const schedule = await save.mutateAsync({ input });
          toaster.create({ type: 'success', title: intl.formatMessage(m.created) });
          navigate(schedule?.id ? withQuery(paths.scheduleInfo, { scheduleId: schedule.id }) : paths.schedulesInfo);
        }}
      />
    </>
  );
}
