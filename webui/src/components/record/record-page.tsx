import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { BackLink } from '../back-link';
import { PageHeader } from '../page-header';
import { RecordActions, type DeleteMessages } from './record-actions';
import { recordPath, type ListMessages, type RecordRoutes } from './record-routes';
import { RecordState, type RecordStateProps } from './record-state';

interface HeaderProps {
  /** The record's name once it has loaded; `fallbackTitle` until then. */
  title: string | undefined;
  fallbackTitle?: string;
  description?: ReactNode;
  back: { to: string; label: string };
  actions?: ReactNode;
}

/** An info page: its header (title, back link, actions) over the record's state. */
export function RecordPage<T>({ title, fallbackTitle, description, back, actions, ...state }: HeaderProps & RecordStateProps<T>) {
  return (
    <>
      <PageHeader
        title={title ?? fallbackTitle}
        description={description}
        back={<BackLink to={back.to}>{back.label}</BackLink>}
        actions={actions}
      />
      <RecordState {...state} />
    </>
  );
}

export type InfoMessages = ListMessages & DeleteMessages & { infoTitle: MessageDescriptor };

interface RecordInfoPageProps<T> extends RecordStateProps<T> {
  routes: RecordRoutes<InfoMessages>;
  /** The record's name: the title (unless `title` says otherwise) and what Delete's confirmation names. */
  name: (record: T) => string;
  title?: (record: T) => string;
  description?: ReactNode;
  onDelete: () => Promise<unknown>;
  /** Who may delete, where that is not whoever may open the edit form. */
  canDelete?: boolean;
  /** The feature's own actions, before Edit and Delete. */
  actions?: (record: T) => ReactNode;
}

/**
 * A record's info page with Edit and Delete: they show to the roles that may open the edit
 * form (`canDelete` where the record has none); a deletion leads back to the list.
 */
export function RecordInfoPage<T>(props: RecordInfoPageProps<T>) {
  const { routes, name, title = name, description, onDelete, canDelete, actions, ...state } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const role = useAtomValue(roleAtom);
  const record = state.query.data;
  const { messages, edit, list } = routes;
  const allowed = canDelete ?? (edit !== undefined && isPathAllowed(role, edit));
  return (
    <RecordPage
      title={record && title(record)}
      fallbackTitle={intl.formatMessage(messages.infoTitle)}
      description={description}
      back={{ to: list, label: intl.formatMessage(messages.backToList) }}
      actions={
        record &&
        allowed && (
          <RecordActions
            editTo={edit && recordPath(routes, edit, state.id)}
            messages={messages}
            name={name(record)}
            onDelete={onDelete}
            onDeleted={() => navigate(list)}
          >
            {actions?.(record)}
          </RecordActions>
        )
      }
      {...state}
    />
  );
}
