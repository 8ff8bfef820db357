import { useIntl } from 'react-intl';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { paths } from '@/config/paths';
import { useCreateIssue } from '../api/create-issue';
import { IssueForm } from '../components/issue-form';
import { issueMessages as m } from '../messages';
import type { IssueInput } from '../types';

/** An issue opens in the list's detail view (`?issueId=`). */
const issueRoutes = { idParam: 'issueId', list: paths.issuesTable, info: paths.issuesTable, messages: m };

export function CreateIssueFormRoute() {
  const intl = useIntl();
  const createIssue = useCreateIssue();
  return (
    <CreateRecordPage
      routes={issueRoutes}
      title={intl.formatMessage(m.createIssueTitle)}
      description={intl.formatMessage(m.createIssueHint)}
      create={(input: IssueInput) => createIssue.mutateAsync(input)}
    >
      {(form) => <IssueForm {...form} />}
    </CreateRecordPage>
  );
}
