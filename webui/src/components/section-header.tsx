import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Hint } from './hint';

/** A section's heading over the line that explains it, its choice (a range, a period) beside them; stacked on phones. */
export function SectionHeader({
  title,
  hint,
  id,
  size = 'md',
  children,
}: {
  title: string;
  hint: string;
  /** The heading's id, for the section it names (`aria-labelledby`). */
  id?: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="3">
      <Stack gap="1" minW="0">
        <Heading as="h2" size={size} id={id}>
          {title}
        </Heading>
        <Hint>{hint}</Hint>
      </Stack>
      {children}
    </Flex>
  );
}
