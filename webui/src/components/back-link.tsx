import { Link } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={to}>
        <LuArrowLeft /> {children}
      </RouterLink>
    </Link>
  );
}
