import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '../back-link';
import { commonMessages } from '../messages';
import { PageHeader } from '../page-header';
import { toaster } from '../ui/toaster';
import { recordPath, type ListMessages, type RecordRoutes } from './record-routes';
import { RecordState, useIdParam } from './record-state';

/** After a write: a success toast saying `message`, then the page at `to`. */
export function useDoneThenGo(): (message: string, to: string) => void {
  const navigate = useNavigate();
  return (message, to) => {
    toaster.create({ type: 'success', title: message });
    navigate(to);
  };
}

/** What a record form is given by its page: where Cancel leads, and what a submit does. */
export interface FormFlow<I> {
  onCancel: () => void;
  onSubmit: (input: I) => Promise<void>;
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

interface CreateRecordPageProps<I> {
  routes: RecordRoutes<ListMessages & { created: MessageDescriptor }>;
  title: string;
  description?: ReactNode;
  /** Where Back and Cancel lead: the list unless given. */
  back?: string;
  /** Sends the form's input; the answer's id opens the new record's page (without one, the list). */
  create: (input: I) => Promise<{ id?: string } | null | undefined>;
  /** The new record's name, for the `{name}` of the feature's `created` toast. */
  nameOf?: (input: I) => string;
  children: (form: FormFlow<I>) => ReactNode;
}

/** A create page whose form, once sent, says so and opens the new record. */
export function CreateRecordPage<I>(props: CreateRecordPageProps<I>) {
  const { routes, title, description, back = routes.list, create, nameOf, children } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const form: FormFlow<I> = {
    onCancel: () => navigate(back),
    onSubmit: async (input) => {
      const record = await create(input);
      const message = intl.formatMessage(routes.messages.created, { name: nameOf?.(input) });
      doneThenGo(message, record?.id ? recordPath(routes, routes.info, record.id) : routes.list);
    },
  };
  return (
    <NewRecordPage title={title} description={description} back={{ to: back, label: intl.formatMessage(routes.messages.backToList) }}>
      {children(form)}
    </NewRecordPage>
  );
}

interface EditRecordPageProps<T, I, K extends QueryKey> {
  routes: Omit<RecordRoutes, 'messages'>;
  /**
   * The record's query options by id (`getBuildingQueryOptions`): read afresh on mount, so the
   * form starts from the version the server holds now.
   */
  record: (id: string) => UseQueryOptions<T, Error, T, K>;
  title: string;
  description?: (record: T) => ReactNode;
  /** The record's info page, where it takes more than the id: back, Cancel and a save lead there. */
  recordPath?: string;
  /** Saves the form's input over `record`, the version the form started from. */
  update: (input: I, record: T, id: string) => Promise<unknown>;
  children: (record: T, form: FormFlow<I>) => ReactNode;
}

/**
 * An edit page for the record the address names (`?buildingId=`): header, the record's state,
 * then the form, which returns to the record once saved.
 */
export function EditRecordPage<T, I, K extends QueryKey>(props: EditRecordPageProps<T, I, K>) {
  const { routes, record, title, description, update, children } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const id = useIdParam(routes.idParam);
  const query = useQuery({ ...record(id), refetchOnMount: 'always' });
  const recordAt = props.recordPath ?? recordPath(routes, routes.info, id);
  const form = (shown: T): FormFlow<I> => ({
    onCancel: () => navigate(recordAt),
    onSubmit: async (input) => {
      await update(input, shown, id);
      doneThenGo(intl.formatMessage(commonMessages.saved), recordAt);
    },
  });
  return (
    <>
      <PageHeader
        title={title}
        description={query.data && description?.(query.data)}
        back={<BackLink to={id ? recordAt : routes.list}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      <RecordState id={id} query={query} ready={query.isFetchedAfterMount}>
        {(shown) => children(shown, form(shown))}
      </RecordState>
    </>
  );
}
