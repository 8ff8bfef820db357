import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { commonMessages } from '@/components/messages';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';

export function CreateProjectFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const createProject = useCreateProject();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.newProject)}
        back={<BackLink to={paths.projectsTable}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <ProjectForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.projectsTable)}
        onSubmit={async (input) => {
          const project = await createProject.mutateAsync(input);
          toaster.create({ type: 'success', title: intl.formatMessage(m.created, { name: input.name }) });
          navigate(project?.id ? withQuery(paths.projectInfo, { projectId: project.id }) : paths.projectsTable);
        }}
      />
    </>
  );
}
