import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
import { exportList } from '@/api/export-list';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteProject } from '../api/delete-project';
import { getProjectsQueryOptions } from '../api/get-projects';
import { projectMessages as m } from '../messages';
import type { Project } from '../types';

const rowLabel = (project: Project) => project.name;

export function ProjectsTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const list = useListPage(getProjectsQueryOptions, 'name');
  const deleteProject = useDeleteProject();
  const createdAt = useCreatedAtColumn<Project>();
  const canManage = isPathAllowed(role, paths.createProjectForm);

  const columns: Column<Project>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (project) => <LinkCell to={withQuery(paths.projectInfo, { projectId: project.id })}>{project.name}</LinkCell>,
    },
    { key: 'building', header: m.building, sortField: 'buildingName', render: (p) => p.buildingName ?? '—' },
    {
      key: 'cleaningCompany',
      header: m.cleaningCompany,
      sortField: 'cleaningCompanyName',
      render: (p) => p.cleaningCompanyName ?? '—',
      hideBelow: 'sm',
    },
    createdAt,
  ];

  return (
    <DataTable
      {...list.tableProps}
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canManage ? deleteProject.mutateAsync : undefined}
      onExport={() => exportList('/projects', list.params)}
      actions={<CreateButton to={paths.createProjectForm} label={m.newProject} />}
    />
  );
}
