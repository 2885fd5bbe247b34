// The matchers' types for every test that renders through these helpers.
import '@testing-library/jest-dom';
import {
  announcementsAtom,
  balanceAtom,
  balanceHiddenAtom,
  configAtom,
  gameMenusAtom,
  history,
  i18n,
  memberInfoAtom,
  QueryClientProvider,
  queryClient,
  store,
  tokenAtom,
  vipLabelNameAtom,
  type MemberInfo,
  type SystemConfig,
} from '@khela/shared';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HistoryRouter } from '@khela/shared';
import { openPopupsAtom } from '@/lib/popups/popup-stack';

/** Test helpers: the shell's real providers over the one store, history and i18n instance (catalogues: jest.setup.ts). */

const routerHistory = history as unknown as Parameters<typeof HistoryRouter>[0]['history'];

export function renderInShell(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  history.replace(path);
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n} defaultNS="shell">
          <HistoryRouter history={routerHistory}>{ui}</HistoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

export function testConfig(overrides: { switches?: string[]; resources?: Partial<SystemConfig['info']['resources']> } = {}): SystemConfig {
  return {
    info: {
      customerService: [],
      domainRoute: [],
      resources: {
        logoUrl: '',
        appDownload: { ios: 'https://khela.test/download/ios', android: 'https://khela.test/download/android' },
        socialChannels: [],
        ...overrides.resources,
      },
      whitelabel: (overrides.switches ?? []).map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] })),
    },
    register: [],
    mainDomain: 'khela.test',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    merchant: { code: 'khela', name: 'Khela', currency: 'BDT', currencySymbol: '৳', timeZone: 'Asia/Dhaka', defaultLanguage: 'bn', languages: ['bn', 'en'] },
    csKey: '',
    oidcProviders: [],
    location: { ip: '127.0.0.1', country: null },
    maintenance: { enabled: false, message: null },
    regionRestriction: { restricted: false, country: null },
  };
}

export const member: MemberInfo = { id: 'M1001', account: 'rahim', nickname: 'Rahim', type: 0 };

export function logIn(info: MemberInfo = member): void {
  store.set(tokenAtom, 'token-1');
  store.set(memberInfoAtom, info);
}

/** Every test starts from a visitor on a fresh session, in English. */
export function resetShellState(): void {
  store.set(tokenAtom, null);
  store.set(memberInfoAtom, null);
  store.set(balanceAtom, null);
  store.set(balanceHiddenAtom, false);
  store.set(vipLabelNameAtom, null);
  store.set(configAtom, testConfig());
  store.set(gameMenusAtom, []);
  store.set(announcementsAtom, null);
  store.set(openPopupsAtom, []);
  queryClient.clear();
  window.sessionStorage.clear();
  void i18n.changeLanguage('en');
}
