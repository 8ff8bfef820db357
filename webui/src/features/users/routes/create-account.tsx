import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { commonMessages } from '@/components/messages';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateUser } from '../api/create-user';
import { UserForm, emptyUserValues, profileInputOf } from '../components/user-form';
import { kindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { AccountKind } from '../types';

export function CreateAccountRoute({ kind }: { kind: AccountKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const info = kindInfo(kind);
  const list = withQuery(paths.usersTable, { segment: info.segment });
  const createUser = useCreateUser();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.createTitle, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
        back={<BackLink to={list}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
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
          toaster.create({ type: 'success', title: intl.formatMessage(m.created, { name: values.name.trim() }) });
          navigate(account?.id ? withQuery(paths.userInfo, { userId: account.id, segment: info.segment }) : list);
        }}
      />
    </>
  );
}
