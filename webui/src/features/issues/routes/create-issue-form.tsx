import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { useCreateIssue } from '../api/create-issue';
import { IssueForm } from '../components/issue-form';
import { issueMessages as m } from '../messages';

export function CreateIssueFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const createIssue = useCreateIssue();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.createIssueTitle)}
      description={intl.formatMessage(m.createIssueHint)}
      back={{ to: paths.issuesTable, label: intl.formatMessage(m.backToList) }}
    >
      <IssueForm
        onCancel={() => navigate(paths.issuesTable)}
        onSubmit={async (input) => {
          const issue = await createIssue.mutateAsync(input);
          doneThenGo(intl.formatMessage(m.created), issue?.id ? withQuery(paths.issuesTable, { issueId: issue.id }) : paths.issuesTable);
        }}
      />
    </NewRecordPage>
  );
}
