import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@/components/messages';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-form-page';
import { paths, withQuery } from '@/config/paths';
import { useCreateUser } from '../api/create-user';
import { UserForm, emptyUserValues, profileInputOf } from '../components/user-form';
import { kindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { AccountKind } from '../types';

export function CreateAccountRoute({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const info = kindInfo(kind);
  const list = withQuery(paths.usersTable, { segment: info.segment });
  const createUser = useCreateUser();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.createTitle, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
      back={{ to: list, label: intl.formatMessage(m.backToList) }}
    >
      <UserForm
        key={kind}
        info={info}
        mode="create"
        initialValues={emptyUserValues(info)}
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const account = await createUser.mutateAsync({
            segment: info.segment,
            input: { loginName: values.loginName.trim(), password: values.password, ...profileInputOf(info, values) },
          });
          doneThenGo(
            intl.formatMessage(m.created, { name: values.name.trim() }),
            account?.id ? withQuery(paths.userInfo, { userId: account.id, segment: info.segment }) : list,
          );
        }}
      />
    </NewRecordPage>
  );
}
