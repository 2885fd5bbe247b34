import { isAgentAtom, memberInfoAtom, openPopup, tokenAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, SITE_ROUTES as routeTable, useLocation, type RouteEntry } from '@khela/shared';
import { AppInstallView, appInstallPath } from '@/features/app-install';
import { RemoteArea } from '../federation/RemoteArea';

/** The route guard: a login-required route with no token goes to /login; the agent center to /agent. */
function GuardedArea({ entry }: { entry: RouteEntry }) {
  const token = useAtomValue(tokenAtom);
  const memberInfo = useAtomValue(memberInfoAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const location = useLocation();

  useEffect(() => {
    if (entry.opens === 'help') openPopup('help', { section: location.hash === '#term' ? 'term' : undefined });
    else if (entry.opens && !token) openPopup(entry.opens);
  }, [entry.opens, location.hash, token]);

  if (entry.access === 'member' && !token) return <Navigate to="/login" replace />;
  if (entry.access === 'agent' && (!token || (memberInfo && !isAgent))) return <Navigate to="/agent" replace />;
  return <RemoteArea remote={entry.remote} />;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

export function ShellRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {routeTable.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<GuardedArea entry={entry} />} />
        ))}
        {/* The shell's own page: installing the app must work even when a remote is down. */}
        <Route
          path={appInstallPath}
          element={
            <Suspense fallback={<div aria-busy="true" />}>
              <AppInstallView />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
