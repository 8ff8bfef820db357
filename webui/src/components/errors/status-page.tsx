import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A centred message page: not found, access denied, errors. */
export function StatusPage({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }} px="4">
      {icon && (
        <Box fontSize="5xl" color="fg.muted" aria-hidden>
          {icon}
        </Box>
      )}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" maxW="lg">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
