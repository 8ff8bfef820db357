import { useIntl } from 'react-intl';
import { useOutboxWrite } from '@/components/outbox/use-outbox-write';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { paths } from '@/config/paths';
import { issueWrite } from '@/lib/outbox/writes';
import { useIssueTypeName } from '../components/issue-labels';
import { IssueForm } from '../components/issue-form';
import { issueMessages as m } from '../messages';
import type { Issue, IssueInput } from '../types';

/** An issue opens in the list's detail view (`?issueId=`). */
const issueRoutes = { idParam: 'issueId', list: paths.issuesTable, info: paths.issuesTable, messages: m };

/**
 * Reports an issue (its photo inside the body as a data URL) through the outbox: without a
 * network the report waits on the phone; issue lists and notifications load again once sent.
 */
export function CreateIssueFormRoute() {
  const intl = useIntl();
  const typeName = useIssueTypeName();
  const { send } = useOutboxWrite();
  const create = async (input: IssueInput) => {
    const fate = await send(issueWrite(input, intl.formatMessage(m.outboxLabel, { type: typeName(input.issueType) })));
    return fate.state === 'sent' ? (fate.body as Issue) : null;
  };
  return (
    <CreateRecordPage
      routes={issueRoutes}
      title={intl.formatMessage(m.createIssueTitle)}
      description={intl.formatMessage(m.createIssueHint)}
      create={create}
    >
      {(form) => <IssueForm {...form} />}
    </CreateRecordPage>
  );
}
