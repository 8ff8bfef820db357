import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { withVersion } from '@/lib/mutation';
import { getUserQueryOptions } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm, profileInputOf, userValuesOf, type UserFormValues } from '../components/user-form';
import { kindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { Account, AccountKind } from '../types';

export function EditAccountRoute({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const userId = useIdParam('userId');
  const info = kindInfo(kind);
  const updateUser = useUpdateUser();
  const update = (values: UserFormValues, account: Account, id: string) =>
    updateUser.mutateAsync({
      segment: info.segment,
      id,
      input: withVersion({ ...profileInputOf(info, values), ...(values.password ? { password: values.password } : {}) }, account),
    });
  return (
    <EditRecordPage
      routes={{ idParam: 'userId', list: paths.usersTable, info: paths.userInfo }}
      recordPath={withQuery(paths.userInfo, { userId, segment: info.segment })}
      record={(id) => getUserQueryOptions(info.segment, id)}
      title={intl.formatMessage(m.editTitle, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
      description={(account) => account.profile?.name ?? account.loginName}
      update={update}
    >
      {(account, form) => <UserForm key={account.id} info={info} mode="edit" initialValues={userValuesOf(info, account)} {...form} />}
    </EditRecordPage>
  );
}
