import { Card, SimpleGrid, Skeleton, Stack, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Placeholders as tall as what they stand for (the same text styles, boxes and gaps), so the
// page does not move when the answers come. They say nothing: no label or value a reader or
// a test could take for the answer.

/** One line of text, as tall as a line of `props`'s text style. */
export function LineSkeleton(props: TextProps) {
  return (
    <Skeleton asChild>
      <Text {...props}>{'\u00a0'}</Text>
    </Skeleton>
  );
}

/** Where `Figures` will stand: `count` boxes of a label and a value, `columns` a row. */
export function FiguresSkeleton({ count, columns = 3 }: { count: number; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: columns }} gap="3">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="1" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
          <LineSkeleton textStyle="sm" w="60%" />
          <LineSkeleton textStyle="2xl" w="40%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Where a `Widget` will stand: its title's line over `children`. */
export function CardSkeleton({ children }: { children: ReactNode }) {
  return (
    <Card.Root h="full">
      <Card.Header>
        <LineSkeleton textStyle="lg" w="40%" />
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
