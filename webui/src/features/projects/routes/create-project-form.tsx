import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/messages';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';
import type { ProjectInput } from '../types';
import { projectRoutes } from './project-routes';

export function CreateProjectFormRoute() {
  const intl = useIntl();
  const createProject = useCreateProject();
  return (
    <CreateRecordPage
      routes={projectRoutes}
      title={intl.formatMessage(m.newProject)}
      create={(input: ProjectInput) => createProject.mutateAsync(input)}
      nameOf={(input) => input.name}
    >
      {(form) => <ProjectForm submitLabel={intl.formatMessage(commonMessages.create)} {...form} />}
    </CreateRecordPage>
  );
}
