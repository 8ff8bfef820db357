import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { RecordLink } from '@/components/record/record-link';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { projectMessages as m } from '../messages';
import { projectRoutes } from './project-routes';

/** The record's name, as a link to its page where the viewer may open it. */
function linkOr(allowed: boolean, to: string, id: string | null | undefined, name: string | null | undefined) {
  return allowed && id ? <RecordLink to={to}>{name ?? id}</RecordLink> : name;
}

export function ProjectInfoRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const projectId = useIdParam('projectId');
  const query = useProject(projectId);
  const deleteProject = useDeleteProject();
  const canSeeBuilding = isPathAllowed(role, paths.buildingInfo);
  const canSeeCompany = isPathAllowed(role, paths.companyInfo);

  return (
    <RecordInfoPage
      routes={projectRoutes}
      name={(project) => project.name}
      onDelete={() => deleteProject.mutateAsync(projectId)}
      id={projectId}
      query={query}
    >
      {(project) => (
        <Details
          items={[
            { label: intl.formatMessage(m.name), value: project.name },
            {
              label: intl.formatMessage(m.building),
              value: linkOr(
                canSeeBuilding,
                withQuery(paths.buildingInfo, { buildingId: project.buildingId }),
                project.buildingId,
                project.buildingName,
              ),
            },
            {
              label: intl.formatMessage(m.cleaningCompany),
              value: linkOr(
                canSeeCompany,
                withQuery(paths.companyInfo, { companyId: project.cleaningCompanyId }),
                project.cleaningCompanyId,
                project.cleaningCompanyName,
              ),
            },
            { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(project.createdAt) },
          ]}
        />
      )}
    </RecordInfoPage>
  );
}
