import { Box, Card, Grid, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of an info page: two columns, stacked on phones. */
export function Details({ items, title }: { items: DetailItem[]; title?: string }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          {title && (
            <Heading as="h2" size="md">
              {title}
            </Heading>
          )}
          <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(10rem, 14rem) 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
            {items.map((item) => (
              <Fragment key={item.label}>
                <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
                  {item.label}
                </Box>
                <Box as="dd" wordBreak="break-word">
                  {item.value ?? '—'}
                </Box>
              </Fragment>
            ))}
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function DetailsSkeleton() {
  return (
    <Card.Root aria-busy="true">
      <Card.Body>
        <Stack gap="4">
          <Skeleton height="6" width="40%" />
          <SkeletonText noOfLines={5} gap="4" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
