import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';

/** An index route: goes to the first of `candidates` the role may open (the guard handles none). */
export function FirstAllowed({ candidates }: { candidates: string[] }) {
  const role = useAtomValue(roleAtom);
  const target = candidates.find((path) => isPathAllowed(role, path)) ?? candidates[0];
  return <Navigate to={target} replace />;
}
