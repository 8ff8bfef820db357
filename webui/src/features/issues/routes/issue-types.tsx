import { ListPage } from '@/components/record/list-page';
import { IssueTypesTable } from '../components/issue-types-table';
import { issueTypeMessages as m } from '../messages';

/** `/issues/issue-types`: each type's target, self-resolving and escalation steps (the administrator's). */
export function IssueTypesRoute() {
  return (
    <ListPage title={m.title} description={m.description}>
      <IssueTypesTable />
    </ListPage>
  );
}
