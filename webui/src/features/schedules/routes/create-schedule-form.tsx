import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
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
  const doneThenGo = useDoneThenGo();
  const save = useSaveSchedule();
  const role = useAtomValue(roleAtom);
  const tokens = useAtomValue(tokensAtom);
  const ownId = decodeJwtPayload(tokens?.accessToken)?.sub;
  const segment = role ? SELF_SEGMENT[role] : undefined;
  const self = segment && ownId ? { id: ownId, segment } : undefined;
  return (
    <NewRecordPage
      title={intl.formatMessage(m.createTitle)}
      description={self ? intl.formatMessage(m.createForSelf) : undefined}
      back={{ to: paths.schedulesInfo, label: intl.formatMessage(m.backToList) }}
    >
      <ScheduleForm
        self={self}
        submitLabel={intl.formatMessage(m.createTitle)}
        onCancel={() => navigate(paths.schedulesInfo)}
        onSubmit={async (input) => {
          const schedule = await save.mutateAsync({ input });
          doneThenGo(
            intl.formatMessage(m.created),
            schedule?.id ? withQuery(paths.scheduleInfo, { scheduleId: schedule.id }) : paths.schedulesInfo,
          );
        }}
      />
    </NewRecordPage>
  );
}
