import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { paths } from '@/config/paths';
import { useCatalogue } from '@/lib/use-catalogue';
import { getIssueTypeSettingQueryOptions } from '../api/get-issue-type-settings';
import { useSetIssueType } from '../api/set-issue-type';
import { IssueTypeForm } from '../components/issue-type-form';
import type { IssueTypeInput } from '../escalation';
import { issueTypeMessages as m } from '../messages';

/** The types have no page of their own: back, Cancel and a save lead to their list. */
const routes = { idParam: 'issueTypeId', list: paths.issueTypes, info: paths.issueTypes };

/** `/issues/edit-issue-type-form?issueTypeId=`: one type's target, self-resolving and escalation steps. */
export function EditIssueTypeFormRoute() {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const setIssueType = useSetIssueType();
  return (
    <EditRecordPage
      routes={routes}
      record={getIssueTypeSettingQueryOptions}
      recordPath={paths.issueTypes}
      title={intl.formatMessage(m.formLabel)}
      description={(type) => intl.formatMessage(m.editTitle, { name: catalogue.issueType(type.id, type.title) })}
      update={(input: IssueTypeInput, _type, id) => setIssueType.mutateAsync({ id, input })}
    >
      {(type, form) => <IssueTypeForm issueType={type} {...form} />}
    </EditRecordPage>
  );
}
