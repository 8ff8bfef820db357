import { EmptyState, VStack } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { tableMessages } from './messages';

/** Said in place of rows when the list has none. */
export function EmptyRows() {
  const intl = useIntl();
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage(tableMessages.empty)}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage(tableMessages.emptyHint)}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
