import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuSettings2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPage } from '@/components/record/list-page';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { IssueDetail } from '../components/issue-detail';
import { IssuesTable } from '../components/issues-table';
import { issueMessages as m, issueTypeMessages } from '../messages';

/** The way to the issue types' targets and escalation, for the role that sets them. */
function IssueTypesButton() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  if (!isPathAllowed(role, paths.issueTypes)) return null;
  return (
    <Button asChild variant="outline">
      <RouterLink to={paths.issueTypes}>
        <LuSettings2 /> {intl.formatMessage(issueTypeMessages.title)}
      </RouterLink>
    </Button>
  );
}

/** `/issues/table`, and with `?issueId=` the issue's detail view (it has no path of its own). */
export function IssuesTableRoute() {
  const [searchParams] = useSearchParams();
  const issueId = searchParams.get('issueId');
  if (issueId) return <IssueDetail key={issueId} issueId={issueId} />;
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription} actions={<IssueTypesButton />}>
      <IssuesTable />
    </ListPage>
  );
}
