import { Button, Link } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';
import { commonMessages } from '@/components/messages';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useQuery } from '@/lib/use-query';
import { deleteProject } from '../api/delete-project';
import { exportProjects } from '../api/export-projects';
import { getProjects } from '../api/get-projects';
import { projectMessages as m } from '../messages';
import type { Project } from '../types';

const rowId = (project: Project) => project.id;
const rowLabel = (project: Project) => project.name;

export function ProjectsTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const [params, setParams] = useListParams({ sort: 'name' });
  const { data, error, loading, reload } = useQuery(['projects', params], (signal) => getProjects(params, signal), {
    keepPrevious: true,
  });
  const canManage = isPathAllowed(role, paths.createProjectForm);

  const columns: Column<Project>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (project) => (
        <Link asChild fontWeight="medium" color="teal.fg">
          <RouterLink to={withQuery(paths.projectInfo, { projectId: project.id })}>{project.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'building', header: m.building, sortField: 'buildingName', render: (p) => p.buildingName ?? '—' },
    {
      key: 'cleaningCompany',
      header: m.cleaningCompany,
      sortField: 'cleaningCompanyName',
      render: (p) => p.cleaningCompanyName ?? '—',
      hideBelow: 'sm',
    },
    {
      key: 'createdAt',
      header: commonMessages.createdAt,
      sortField: 'createdAt',
      render: (p) => formatDateTime(p.createdAt),
      hideBelow: 'lg',
    },
  ];

  return (
    <DataTable
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      page={data}
      loading={loading}
      error={error}
      onRetry={reload}
      params={params}
      onParamsChange={setParams}
      getRowId={rowId}
      getRowLabel={rowLabel}
      onDelete={canManage ? deleteProject : undefined}
      onDeleted={reload}
      onExport={() => exportProjects(params)}
      actions={
        canManage && (
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.createProjectForm}>
              <LuPlus /> {intl.formatMessage(m.newProject)}
            </RouterLink>
          </Button>
        )
      }
    />
  );
}
