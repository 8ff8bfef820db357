import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { IssueDetail } from '../components/issue-detail';
import { IssuesTable } from '../components/issues-table';
import { issueMessages as m } from '../messages';

/** `/issues/table`, and with `?issueId=` the issue's detail view (SPEC.md §2 has no separate path for it). */
export function IssuesTableRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const issueId = searchParams.get('issueId');
  if (issueId) return <IssueDetail key={issueId} issueId={issueId} />;
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <IssuesTable />
    </>
  );
}
