import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPlus } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';

export interface CreateButtonProps {
  /** The creation form; the button shows only to roles that may open it. */
  to: string;
  label: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** A list's "New …" button leading to its creation form. */
export function CreateButton({ to, label, values }: CreateButtonProps) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  if (!isPathAllowed(role, to)) return null;
  return (
    <Button asChild colorPalette="teal">
      <RouterLink to={to}>
        <LuPlus /> {intl.formatMessage(label, values)}
      </RouterLink>
    </Button>
  );
}
