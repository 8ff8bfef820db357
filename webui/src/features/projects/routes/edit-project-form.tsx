import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { withVersion } from '@/lib/mutation';
import { getProjectQueryOptions } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';
import type { ProjectInput } from '../types';
import { projectRoutes } from './project-routes';

export function EditProjectFormRoute() {
  const intl = useIntl();
  const updateProject = useUpdateProject();
  return (
    <EditRecordPage
      routes={projectRoutes}
      record={getProjectQueryOptions}
      title={intl.formatMessage(m.editProject)}
      description={(project) => project.name}
      update={(input: ProjectInput, project, id) => updateProject.mutateAsync({ id, input: withVersion(input, project) })}
    >
      {(project, form) => (
        <ProjectForm
          key={project.id}
          initialValues={{ name: project.name, buildingId: project.buildingId, cleaningCompanyId: project.cleaningCompanyId }}
          {...form}
        />
      )}
    </EditRecordPage>
  );
}
