import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHeader } from '../page-header';

interface ListPageProps {
  title: MessageDescriptor;
  description: MessageDescriptor;
  actions?: ReactNode;
  children: ReactNode;
}

/** A list screen: the feature's title and description, any actions, over the table. */
export function ListPage({ title, description, actions, children }: ListPageProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(title)} description={intl.formatMessage(description)} actions={actions} />
      {children}
    </>
  );
}
