import { i18n, LoadingOverlay, ModalHost, QueryClientProvider, queryClient, routerHistory, store, systemStatusAtom } from '@khela/shared';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HistoryRouter } from '@khela/shared';
import { Layout } from './layout/Layout';
import { PopupHost } from './popup-host/PopupHost';
import { MaintenanceView } from '@/features/system-status/MaintenanceView';
import { RegionRestrictedView } from '@/features/system-status/RegionRestrictedView';

/** The view is chosen once, by the system status the config call gave at start (SPEC §4). */
function ViewByStatus() {
  const status = useAtomValue(systemStatusAtom);
  if (status === 1) return <MaintenanceView />;
  if (status === 2) return <RegionRestrictedView />;
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
