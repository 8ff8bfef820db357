import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@/components/messages';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';

export function CreateProjectFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const createProject = useCreateProject();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.newProject)}
      back={{ to: paths.projectsTable, label: intl.formatMessage(m.backToList) }}
    >
      <ProjectForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.projectsTable)}
        onSubmit={async (input) => {
          const project = await createProject.mutateAsync(input);
          doneThenGo(
            intl.formatMessage(m.created, { name: input.name }),
            project?.id ? withQuery(paths.projectInfo, { projectId: project.id }) : paths.projectsTable,
          );
        }}
      />
    </NewRecordPage>
  );
}
