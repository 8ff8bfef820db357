import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to another record's page, in an info page's details or lists. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="teal.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
