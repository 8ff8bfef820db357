import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm, profileInputOf, userValuesOf } from '../components/user-form';
import { kindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { AccountKind } from '../types';

export function EditAccountRoute({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const info = kindInfo(kind);
  const infoPath = withQuery(paths.userInfo, { userId, segment: info.segment });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: account, error, refetch, isFetchedAfterMount } = useUser(info.segment, userId, { refetchOnMount: 'always' });
  const updateUser = useUpdateUser();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editTitle, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
        description={account?.profile?.name ?? account?.loginName}
        back={<BackLink to={userId ? infoPath : paths.usersTable}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!userId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !account || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
        <UserForm
          key={account.id}
          info={info}
          mode="edit"
          initialValues={userValuesOf(info, account)}
          onCancel={() => navigate(infoPath)}
          onSubmit={async (values) => {
            await updateUser.mutateAsync({
              segment: info.segment,
              id: userId,
              input: {
                ...profileInputOf(info, values),
                ...(values.password ? { password: values.password } : {}),
                ...(account.version != null ? { version: account.version } : {}),
              },
            });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(infoPath);
          }}
        />
      )}
    </>
  );
}
