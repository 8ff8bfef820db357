import { Card, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of an info page (a record's buildings, movements, readings). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
