import { useAtomValue } from 'jotai';
import { nameColumn, textColumn } from '@/components/data-table/column-builders';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { estateCriteria } from '@/components/filter-panel/criteria';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteProject } from '../api/delete-project';
import { getProjectsQueryOptions } from '../api/get-projects';
import { projectMessages as m } from '../messages';
import type { Project } from '../types';


/**
 * Projects (cleaning contracts of a building) of the user's tenancy: search, sort, the
 * building (under landlord for the administrator), cleaning company and creation date
 * filters, export; the administrator and landlord managers create and delete them.
 */
export function ProjectsTable() {
  const role = useAtomValue(roleAtom);
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
    nameColumn(m.name, (project) => withQuery(paths.projectInfo, { projectId: project.id })),
    textColumn('building', m.building, (p) => p.buildingName, { sortField: 'buildingName' }),
    textColumn('cleaningCompany', m.cleaningCompany, (p) => p.cleaningCompanyName, { sortField: 'cleaningCompanyName', hideBelow: 'sm' }),
    createdAt,
  ];

  return (
    <ListTable
      query={getProjectsQueryOptions}
      sort="name"
      title={m.tableTitle}
      exportPath="/projects"
      filters={{ criteria }}
      columns={columns}
      onDelete={canManage ? deleteProject.mutateAsync : undefined}
      create={{ to: paths.createProjectForm, label: m.newProject }}
    />
  );
}
