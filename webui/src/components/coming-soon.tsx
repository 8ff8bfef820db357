import { LuConstruction } from 'react-icons/lu';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyNote } from './empty-note';
import { PageHeader } from './page-header';

const messages = defineMessages({
  title: { id: 'comingSoon.title', defaultMessage: 'This screen is coming' },
  description: { id: 'comingSoon.description', defaultMessage: 'It is being built and will appear here in a later release.' },
});

/** A titled placeholder for screens that are not built yet. */
export function ComingSoon({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(title)} />
      <EmptyNote
        borderWidth="1px"
        rounded="lg"
        bg="bg"
        icon={<LuConstruction />}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
    </>
  );
}
