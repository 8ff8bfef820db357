import { Alert, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { DeleteRecordButton, EditLinkButton } from '@/components/record/record-actions';
import { RecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { RoleBadge } from '@/components/role-badge';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';
import { FacilityAssignment } from '../components/facility-assignment';
import { ResetLinkAction } from '../components/reset-link-action';
import { segmentInfo } from '../kinds';
import { userMessages as m } from '../messages';
import { canDeleteAccounts, canIssueResetLink } from '../permissions';
import type { StaffSegment } from '../types';

export function UserInfoRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const formatDate = useDateFormat();
  const [searchParams] = useSearchParams();
  const userId = useIdParam('userId');
  const info = segmentInfo(searchParams.get('segment'));
  const query = useUser(info?.segment ?? 'admins', userId, { enabled: Boolean(userId && info) });
  const account = query.data;
  const deleteUser = useDeleteUser();
  const canEdit = info ? isPathAllowed(role, info.editPath) : false;
  const list = isPathAllowed(role, paths.usersTable)
    ? withQuery(paths.usersTable, { segment: info?.segment })
    : paths.staff;
  const name = account?.profile?.name || account?.loginName;
  const gender = account?.gender === 'female' ? intl.formatMessage(m.female) : account?.gender === 'male' ? intl.formatMessage(m.male) : null;

  return (
    <RecordPage
      title={name}
      fallbackTitle={intl.formatMessage(m.infoTitle)}
      description={info ? intl.formatMessage(info.kindLabel) : undefined}
      back={{ to: list, label: intl.formatMessage(m.backToList) }}
      actions={
        account &&
        info &&
        canEdit && (
          <>
            <EditLinkButton to={withQuery(info.editPath, { userId })} />
            {canIssueResetLink(role, info.segment, account.role) && (
              <ResetLinkAction segment={info.segment} userId={userId} name={name ?? ''} />
            )}
            {canDeleteAccounts(role, info.segment) && (
              <DeleteRecordButton
                messages={m}
                name={name ?? ''}
                onDelete={() => deleteUser.mutateAsync({ segment: info.segment, id: userId })}
                onDeleted={() => navigate(list)}
              />
            )}
          </>
        )
      }
      id={userId}
      query={query}
      notice={
        !info && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.missingSegment)}</Alert.Title>
          </Alert.Root>
        )
      }
    >
      {(account) =>
        info && (
          <Stack gap="4">
            <Details
              items={[
                { label: intl.formatMessage(m.name), value: account.profile?.name },
                { label: intl.formatMessage(m.kind), value: intl.formatMessage(info.kindLabel) },
                { label: intl.formatMessage(m.role), value: account.role ? <RoleBadge role={account.role} /> : null },
                { label: intl.formatMessage(m.loginName), value: account.loginName },
                { label: intl.formatMessage(m.email), value: account.email },
                ...(info.companyType ? [{ label: intl.formatMessage(m.company), value: account.companyName }] : []),
                ...(info.hasSupervisor ? [{ label: intl.formatMessage(m.supervisor), value: account.supervisorName }] : []),
                { label: intl.formatMessage(m.phone), value: account.phone },
                { label: intl.formatMessage(m.gender), value: gender },
                { label: intl.formatMessage(m.birthDate), value: account.birthDate ? formatDate(account.birthDate) : null },
                ...(info.staff
                  ? [
                      { label: intl.formatMessage(m.mobileNo), value: account.mobileNo },
                      { label: intl.formatMessage(m.address), value: account.address },
                      { label: intl.formatMessage(m.country), value: account.country },
                      { label: intl.formatMessage(m.joinDate), value: account.joinDate ? formatDate(account.joinDate) : null },
                      {
                        label: intl.formatMessage(m.performanceRating),
                        value: account.performanceRating == null ? null : intl.formatNumber(account.performanceRating),
                      },
                    ]
                  : []),
                { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(account.createdAt) },
              ]}
            />
            {info.staff && (
              <FacilityAssignment segment={info.segment as StaffSegment} userId={userId} canEdit={canEdit} />
            )}
          </Stack>
        )
      }
    </RecordPage>
  );
}
