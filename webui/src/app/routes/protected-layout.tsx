import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AccessDenied } from '@/components/errors/access-denied';
import { AppLayout } from '@/components/layout/app-layout';
import { PageSpinner } from '@/components/page-spinner';
import { homePathFor, menuFor } from '@/config/menu';
import { paths, withQuery } from '@/config/paths';
import { guardDecision, isPathAllowed } from '@/config/roles';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useMe } from '@/features/profile/api/get-me';
import { followSession } from '@/lib/live';
import { hasPending } from '@/lib/outbox/pending';
import { clearSession, signOut } from '@/lib/session';
import { profileAtom, roleAtom, tokensAtom } from '@/lib/session-atoms';
import { useConsoleCatalogue } from '../i18n-provider';

/** No stored token: sign out locally and go to sign-in, passing the attempted path along. */
function RedirectToSignIn({ from }: { from: string | null }) {
  useEffect(() => {
    clearSession();
  }, []);
  return <Navigate to={withQuery(paths.signIn, { redirectTo: from })} replace />;
}

/** The route guard around the layout of every page but sign-in. */
export function ProtectedLayout() {
  const tokens = useAtomValue(tokensAtom);
  const role = useAtomValue(roleAtom);
  const [profile, setProfile] = useAtom(profileAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const signingOut = useRef(false);
  const entries = useMemo(() => menuFor(role), [role]);
  const catalogueReady = useConsoleCatalogue();
  const queryClient = useQueryClient();
  // The live updates keep the screens on show fresh while someone is signed in (lib/live.ts);
  // they come with the signed-in layout, so the sign-in page does not load them.
  useEffect(() => followSession(queryClient), [queryClient]);
  // Writes kept on the phone go once the network is back, as whoever signed in made them
  // (loaded only when some wait: IndexedDB's code is no screen's first need).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    if (!hasPending()) return undefined;
    void import('@/lib/outbox/outbox').then(({ startOutbox }) => {
      if (!stopped) stop = startOutbox(queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient]);

  const me = useMe({ enabled: Boolean(tokens) && !profile }).data;

  useEffect(() => {
    if (!me) return;
    setProfile({
      id: me.id,
      loginName: me.loginName,
      email: me.email ?? undefined,
      name: me.profile.name ?? undefined,
      role: me.role,
      companyName: me.companyName,
    });
  }, [me, setProfile]);

  if (!tokens) {
    const from = signingOut.current ? null : location.pathname + location.search;
    return <RedirectToSignIn from={from} />;
  }

  // The messages of the signed-in screens come after sign-in (i18n-provider.tsx).
  if (!catalogueReady) return <PageSpinner />;

  const onSignOut = () => {
    signingOut.current = true;
    void signOut().then(() => navigate(paths.signIn, { replace: true }));
  };

  const decision = guardDecision(role, location.pathname);
  return (
    <AppLayout
      entries={entries}
      homePath={homePathFor(role)}
      onSignOut={onSignOut}
      headerActions={isPathAllowed(role, paths.notificationsTable) ? <NotificationsBell /> : null}
    >
      {decision === 'denied' ? <AccessDenied /> : <Outlet />}
    </AppLayout>
  );
}
