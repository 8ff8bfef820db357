import { Button, Link } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DeleteButton } from '@/components/delete-button';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
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
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const { data: project, error, refetch } = useProject(projectId);
  const deleteProject = useDeleteProject();
  const canManage = isPathAllowed(role, paths.editProjectForm);
  const canSeeBuilding = isPathAllowed(role, paths.buildingInfo);
  const canSeeCompany = isPathAllowed(role, paths.companyInfo);

  return (
    <>
      <PageHeader
        title={project?.name ?? intl.formatMessage(m.infoTitle)}
        back={<BackLink to={paths.projectsTable}>{intl.formatMessage(m.backToList)}</BackLink>}
        actions={
          project &&
          canManage && (
            <>
              <Button asChild variant="outline">
                <RouterLink to={withQuery(paths.editProjectForm, { projectId })}>
                  <LuPencil /> {intl.formatMessage(commonMessages.edit)}
                </RouterLink>
              </Button>
              <DeleteButton
                title={intl.formatMessage(m.deleteOne)}
                description={intl.formatMessage(m.deleteOneBody, { name: project.name })}
                doneMessage={intl.formatMessage(m.deletedOne)}
                onDelete={() => deleteProject.mutateAsync(projectId)}
                onDeleted={() => navigate(paths.projectsTable)}
              />
            </>
          )
        }
      />
      {!projectId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !project ? (
        <DetailsSkeleton />
      ) : (
        <Details
          items={[
            { label: intl.formatMessage(m.name), value: project.name },
            {
              label: intl.formatMessage(m.building),
              value:
                canSeeBuilding && project.buildingId ? (
                  <Link asChild color="teal.fg">
                    <RouterLink to={withQuery(paths.buildingInfo, { buildingId: project.buildingId })}>
                      {project.buildingName ?? project.buildingId}
                    </RouterLink>
                  </Link>
                ) : (
                  project.buildingName
                ),
            },
            {
              label: intl.formatMessage(m.cleaningCompany),
              value:
                canSeeCompany && project.cleaningCompanyId ? (
                  <Link asChild color="teal.fg">
                    <RouterLink to={withQuery(paths.companyInfo, { companyId: project.cleaningCompanyId })}>
                      {project.cleaningCompanyName ?? project.cleaningCompanyId}
                    </RouterLink>
                  </Link>
                ) : (
                  project.cleaningCompanyName
                ),
            },
            { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(project.createdAt) },
          ]}
        />
      )}
    </>
  );
}
