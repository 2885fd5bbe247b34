import { i18n, LoadingOverlay, ModalHost, QueryClientProvider, queryClient, routerHistory, store, systemStatusAtom } from '@khela/shared';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HistoryRouter } from '@khela/shared';
import { Layout } from './layout/Layout';
import { PopupHost } from './popup-host/PopupHost';
import { lazyView } from '@/lib/lazy-view';

/** The status views are fetched only when the config call says so: an open site never loads them. */
const MaintenanceView = lazyView(() => import('@/features/system-status/MaintenanceView').then((m) => m.MaintenanceView));
const RegionRestrictedView = lazyView(() => import('@/features/system-status/RegionRestrictedView').then((m) => m.RegionRestrictedView));

/** The view is chosen once, by the system status the config call gave at start (SPEC §4). */
function ViewByStatus() {
  const status = useAtomValue(systemStatusAtom);
  if (status === 1 || status === 2) {
    return <Suspense fallback={<div aria-busy="true" />}>{status === 1 ? <MaintenanceView /> : <RegionRestrictedView />}</Suspense>;
  }
  return (
    <>
      <Layout />
      <PopupHost />
    </>
  );
}


export function App() {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n} defaultNS="shell">
            <HistoryRouter history={routerHistory}>
              <ViewByStatus />
              <ModalHost />
              <LoadingOverlay />
            </HistoryRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </StoreProvider>
    </StrictMode>
  );
}
