import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
import { estateCriteria } from '@/components/filter-panel/criteria';
import { ListFilterPanel } from '@/components/filter-panel/list-filter-panel';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { exportList } from '@/api/export-list';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteProject } from '../api/delete-project';
import { getProjectsQueryOptions } from '../api/get-projects';
import { projectMessages as m } from '../messages';
import type { Project } from '../types';

const rowLabel = (project: Project) => project.name;

/**
 * Projects (cleaning contracts of a building) of the user's tenancy: search, sort, the
 * building (under landlord for the administrator), cleaning company and creation date
 * filters, export; the administrator and landlord managers create and delete them.
 */
export function ProjectsTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const list = useListPage(getProjectsQueryOptions, 'name');
  const deleteProject = useDeleteProject();
  const createdAt = useCreatedAtColumn<Project>();
  const canManage = isPathAllowed(role, paths.createProjectForm);
  // A cleaning company's manager sees only its own company's projects: no company to choose.
  const criteria: CriterionSpec[] = [
    ...estateCriteria(role, 'building'),
    ...(canManage ? [{ criterion: 'cleaningCompany' as const }] : []),
    { criterion: 'creationDate' },
  ];

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
      toolbar={<ListFilterPanel criteria={criteria} onParamsChange={list.setParams} />}
      actions={<CreateButton to={paths.createProjectForm} label={m.newProject} />}
    />
  );
}
