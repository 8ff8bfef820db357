import { EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
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
      <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{intl.formatMessage(messages.title)}</EmptyState.Title>
            <EmptyState.Description>{intl.formatMessage(messages.description)}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}
