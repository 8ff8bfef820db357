import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '../back-link';
import { commonMessages } from '../messages';
import { PageHeader } from '../page-header';
import { toaster } from '../ui/toaster';
import { RecordState, type RecordQuery, type RecordStateProps } from './record-state';

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

/** After a write: a success toast saying `message`, then the page at `to`. */
export function useDoneThenGo(): (message: string, to: string) => void {
  const navigate = useNavigate();
  return (message, to) => {
    toaster.create({ type: 'success', title: message });
    navigate(to);
  };
}

/** What an edit form is given: where Cancel goes, and what follows a successful save. */
export interface EditFlow {
  cancel: () => void;
  saved: () => void;
}

interface EditRecordPageProps<T> {
  title: string;
  description?: ReactNode;
  id: string;
  /** The record's query, asked afresh on mount so the form starts from the version the server holds now. */
  query: RecordQuery<T> & { isFetchedAfterMount: boolean };
  /** The record's info page: back, Cancel and a save lead there. */
  recordPath: string;
  /** Where "Back" leads when the address has no id. */
  listPath: string;
  children: (record: T, flow: EditFlow) => ReactNode;
}

/** An edit page: header, the record's state, then the form, which returns to the record once saved. */
export function EditRecordPage<T>({ title, description, id, query, recordPath, listPath, children }: EditRecordPageProps<T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const flow: EditFlow = {
    cancel: () => navigate(recordPath),
    saved: () => doneThenGo(intl.formatMessage(commonMessages.saved), recordPath),
  };
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        back={<BackLink to={id ? recordPath : listPath}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      <RecordState id={id} query={query} ready={query.isFetchedAfterMount}>
        {(record) => children(record, flow)}
      </RecordState>
    </>
  );
}

interface NewRecordPageProps {
  title: string;
  description?: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}

/** A create page: its title and a link back to the list over the form. */
export function NewRecordPage({ title, description, back, children }: NewRecordPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} back={<BackLink to={back.to}>{back.label}</BackLink>} />
      {children}
    </>
  );
}
