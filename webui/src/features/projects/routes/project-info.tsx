import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { RecordActions } from '@/components/record/record-actions';
import { RecordLink } from '@/components/record/record-link';
import { RecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { projectMessages as m } from '../messages';

export function ProjectInfoRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const projectId = useIdParam('projectId');
  const query = useProject(projectId);
  const project = query.data;
  const deleteProject = useDeleteProject();
  const canManage = isPathAllowed(role, paths.editProjectForm);
  const canSeeBuilding = isPathAllowed(role, paths.buildingInfo);
  const canSeeCompany = isPathAllowed(role, paths.companyInfo);

  return (
    <RecordPage
      title={project?.name}
      fallbackTitle={intl.formatMessage(m.infoTitle)}
      back={{ to: paths.projectsTable, label: intl.formatMessage(m.backToList) }}
      actions={
        project &&
        canManage && (
          <RecordActions
            editTo={withQuery(paths.editProjectForm, { projectId })}
            messages={m}
            name={project.name}
            onDelete={() => deleteProject.mutateAsync(projectId)}
            onDeleted={() => navigate(paths.projectsTable)}
          />
        )
      }
      id={projectId}
      query={query}
    >
      {(project) => (
        <Details
          items={[
            { label: intl.formatMessage(m.name), value: project.name },
            {
              label: intl.formatMessage(m.building),
              value:
                canSeeBuilding && project.buildingId ? (
                  <RecordLink to={withQuery(paths.buildingInfo, { buildingId: project.buildingId })}>
                    {project.buildingName ?? project.buildingId}
                  </RecordLink>
                ) : (
                  project.buildingName
                ),
            },
            {
              label: intl.formatMessage(m.cleaningCompany),
              value:
                canSeeCompany && project.cleaningCompanyId ? (
                  <RecordLink to={withQuery(paths.companyInfo, { companyId: project.cleaningCompanyId })}>
                    {project.cleaningCompanyName ?? project.cleaningCompanyId}
                  </RecordLink>
                ) : (
                  project.cleaningCompanyName
                ),
            },
            { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(project.createdAt) },
          ]}
        />
      )}
    </RecordPage>
  );
}
