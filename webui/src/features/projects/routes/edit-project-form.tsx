import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';

export function EditProjectFormRoute() {
  const intl = useIntl();
  const projectId = useIdParam('projectId');
  const query = useProject(projectId, { refetchOnMount: 'always' });
  const updateProject = useUpdateProject();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editProject)}
      description={query.data?.name}
      id={projectId}
      query={query}
      recordPath={withQuery(paths.projectInfo, { projectId })}
      listPath={paths.projectsTable}
    >
      {(project, flow) => (
        <ProjectForm
          key={project.id}
          initialValues={{
            name: project.name,
            buildingId: project.buildingId,
            cleaningCompanyId: project.cleaningCompanyId,
          }}
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            await updateProject.mutateAsync({
              id: projectId,
              input: { ...input, ...(project.version != null ? { version: project.version } : {}) },
            });
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
