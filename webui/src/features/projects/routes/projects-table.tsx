import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { ProjectsTable } from '../components/projects-table';
import { projectMessages as m } from '../messages';

export function ProjectsTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <ProjectsTable />
    </>
  );
}
