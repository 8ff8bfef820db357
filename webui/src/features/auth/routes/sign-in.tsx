import { useAtomValue } from 'jotai';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '@/config/menu';
import { storeTokens } from '@/lib/session';
import { roleAtom, tokensAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { safeRedirect, SignInPage } from '../components/sign-in-page';

/**
 * Sign-in inside the console: where signing out or an ended session leads. A first visit
 * signed out gets the same page from its own, lighter entry (app/sign-in-app.tsx).
 */
export function SignInRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tokens = useAtomValue(tokensAtom);
  const role = useAtomValue(roleAtom);
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));

  if (tokens) return <Navigate to={redirectTo ?? homePathFor(role)} replace />;

  const onSignedIn = () => {
    navigate(redirectTo ?? homePathFor(appStore.get(roleAtom)), { replace: true });
  };

  return <SignInPage redirectTo={redirectTo} keepSession={storeTokens} onSignedIn={onSignedIn} />;
}
