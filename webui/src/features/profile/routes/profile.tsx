import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageHeader } from '@/components/page-header';
import { RoleBadge } from '@/components/role-badge';
import { maySee } from '@/config/calls';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { profileAtom, roleAtom } from '@/lib/session-atoms';
import { useMe } from '../api/get-me';
import { EmailAlerts } from '../components/email-alerts';
import { PasswordForm } from '../components/password-form';
import { PhonePush } from '../components/phone-push';
import { profileMessages as m } from '../messages';

export function ProfileRoute() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const formatDate = useDateFormat();
  const setProfile = useSetAtom(profileAtom);
  const role = useAtomValue(roleAtom);
  const { data: me, error, refetch } = useMe();

  useEffect(() => {
    if (me) setProfile({ id: me.id, loginName: me.loginName, email: me.email ?? undefined, name: me.profile.name ?? undefined, role: me.role });
  }, [me, setProfile]);

  const gender = me?.gender === 'female' ? intl.formatMessage(m.female) : me?.gender === 'male' ? intl.formatMessage(m.male) : null;

  return (
    <>
      <PageHeader title={intl.formatMessage(m.title)} description={me?.profile?.name} />
      {error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !me ? (
        <DetailsSkeleton />
      ) : (
        <Details
          items={[
            { label: intl.formatMessage(m.name), value: me.profile?.name },
            { label: intl.formatMessage(m.loginName), value: me.loginName },
            { label: intl.formatMessage(m.email), value: me.email },
            { label: intl.formatMessage(m.role), value: me.role ? <RoleBadge role={me.role} /> : null },
            { label: intl.formatMessage(m.company), value: me.companyName },
            { label: intl.formatMessage(m.supervisor), value: me.supervisorName },
            { label: intl.formatMessage(m.phone), value: me.phone },
            { label: intl.formatMessage(m.mobileNo), value: me.mobileNo },
            { label: intl.formatMessage(m.gender), value: gender },
            { label: intl.formatMessage(m.birthDate), value: me.birthDate ? formatDate(me.birthDate) : null },
            { label: intl.formatMessage(m.address), value: me.address },
            { label: intl.formatMessage(m.country), value: me.country },
            { label: intl.formatMessage(m.joinDate), value: me.joinDate ? formatDate(me.joinDate) : null },
            { label: intl.formatMessage(m.memberSince), value: me.createdAt ? formatDateTime(me.createdAt) : null },
          ]}
        />
      )}
      {me && <EmailAlerts hasEmail={Boolean(me.email?.trim())} />}
      {me && maySee(role, 'phonePush') && <PhonePush />}
      <PasswordForm />
    </>
  );
}
