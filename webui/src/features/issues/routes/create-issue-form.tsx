import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateIssue } from '../api/create-issue';
import { IssueForm } from '../components/issue-form';
import { issueMessages as m } from '../messages';

export function CreateIssueFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const createIssue = useCreateIssue();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.createIssueTitle)}
        description={intl.formatMessage(m.createIssueHint)}
        back={<BackLink to={paths.issuesTable}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <IssueForm
        onCancel={() => navigate(paths.issuesTable)}
        onSubmit={async (input) => {
          const issue = await createIssue.mutateAsync(input);
          toaster.create({ type: 'success', title: intl.formatMessage(m.created) });
          navigate(issue?.id ? withQuery(paths.issuesTable, { issueId: issue.id }) : paths.issuesTable);
        }}
      />
    </>
  );
}
