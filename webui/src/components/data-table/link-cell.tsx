import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A row's name linking to its page; plain text when there is nowhere to go (`to` unset). */
export function LinkCell({ to, children }: { to?: string | null; children: ReactNode }) {
  if (!to) {
    return (
      <Text as="span" fontWeight="medium">
        {children}
      </Text>
    );
  }
  return (
    <Link asChild fontWeight="medium" color="teal.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
