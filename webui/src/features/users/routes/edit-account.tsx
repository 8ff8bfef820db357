import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm, profileInputOf, userValuesOf } from '../components/user-form';
import { kindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { AccountKind } from '../types';

export function EditAccountRoute({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const userId = useIdParam('userId');
  const info = kindInfo(kind);
  const query = useUser(info.segment, userId, { refetchOnMount: 'always' });
  const updateUser = useUpdateUser();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editTitle, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
      description={query.data?.profile?.name ?? query.data?.loginName}
      id={userId}
      query={query}
      recordPath={withQuery(paths.userInfo, { userId, segment: info.segment })}
      listPath={paths.usersTable}
    >
      {(account, flow) => (
        <UserForm
          key={account.id}
          info={info}
          mode="edit"
          initialValues={userValuesOf(info, account)}
          onCancel={flow.cancel}
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
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
