import { ListPage } from '@/components/record/list-page';
import { ProjectsTable } from '../components/projects-table';
import { projectMessages as m } from '../messages';

export function ProjectsTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <ProjectsTable />
    </ListPage>
  );
}
