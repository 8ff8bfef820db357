import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { decodeJwtPayload } from '@/lib/jwt';
import { roleAtom, tokensAtom } from '@/lib/session-atoms';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm, type ScheduleSelf } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';

/** Cleaners and workers schedule themselves, and no one else (SPEC.md §6). */
const SELF_SEGMENT: Readonly<Record<string, ScheduleSelf['segment']>> = { cleaner: 'cleaners', worker: 'workers' };

export function CreateScheduleFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveSchedule();
  const role = useAtomValue(roleAtom);
  const tokens = useAtomValue(tokensAtom);
  const ownId = decodeJwtPayload(tokens?.accessToken)?.sub;
  const segment = role ? SELF_SEGMENT[role] : undefined;
  const self = segment && ownId ? { id: ownId, segment } : undefined;
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.createTitle)}
        description={self ? intl.formatMessage(m.createForSelf) : undefined}
        back={<BackLink to={paths.schedulesInfo}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <ScheduleForm
        self={self}
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
