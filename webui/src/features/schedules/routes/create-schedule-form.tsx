import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { decodeJwtPayload } from '@/lib/jwt';
import { roleAtom, tokensAtom } from '@/lib/session-atoms';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm, type ScheduleSelf } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';
import type { ScheduleInput } from '../types';
import { scheduleRoutes } from './schedule-routes';

/** Cleaners and workers schedule themselves, and no one else (docs/roles.md). */
const SELF_SEGMENT: Readonly<Record<string, ScheduleSelf['segment']>> = { cleaner: 'cleaners', worker: 'workers' };

export function CreateScheduleFormRoute() {
  const intl = useIntl();
  const save = useSaveSchedule();
  const role = useAtomValue(roleAtom);
  const tokens = useAtomValue(tokensAtom);
  const ownId = decodeJwtPayload(tokens?.accessToken)?.sub;
  const segment = role ? SELF_SEGMENT[role] : undefined;
  const self = segment && ownId ? { id: ownId, segment } : undefined;
  return (
    <CreateRecordPage
      routes={scheduleRoutes}
      title={intl.formatMessage(m.createTitle)}
      description={self ? intl.formatMessage(m.createForSelf) : undefined}
      create={(input: ScheduleInput) => save.mutateAsync({ input })}
    >
      {(form) => <ScheduleForm self={self} submitLabel={intl.formatMessage(m.createTitle)} {...form} />}
    </CreateRecordPage>
  );
}
