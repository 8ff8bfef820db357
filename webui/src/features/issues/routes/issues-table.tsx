import { useSearchParams } from 'react-router';
import { ListPage } from '@/components/record/list-page';
import { IssueDetail } from '../components/issue-detail';
import { IssuesTable } from '../components/issues-table';
import { issueMessages as m } from '../messages';

/** `/issues/table`, and with `?issueId=` the issue's detail view (it has no path of its own). */
export function IssuesTableRoute() {
  const [searchParams] = useSearchParams();
  const issueId = searchParams.get('issueId');
  if (issueId) return <IssueDetail key={issueId} issueId={issueId} />;
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <IssuesTable />
    </ListPage>
  );
}
