import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Said where there is nothing to show: an icon, a title and what to do about it. */
export function EmptyNote({
  icon,
  title,
  description,
  ...root
}: EmptyState.RootProps & { icon: ReactNode; title: string; description: string }) {
  return (
    <EmptyState.Root {...root}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
