import { configAtom, memberInfoAtom, type Language } from '@khela/shared';
import { testConfig } from '@khela/shared/testing';
import { createStore } from 'jotai';
import { MemberRoutes } from '../routes';
import { renderMember } from '../testing/render-member';

// Tests only. The wallet pages' tests reach src/testing through here (the import-boundary lint
// rule forbids any '../../' path).
export { accountRecord, demoWallets, FakeWalletApi, recordPage, wallet, walletPaths } from '../testing/fake-wallet-api';
export type { SeenRequest } from '../testing/fake-member-api';

/** A member page at its address, as a logged-in member (type 0; 4 is a trial) of the demo brand sees it. */
export function renderMemberPage(page: 'transferFund' | 'transactionHistory', { language = 'en', type = 0 }: { language?: Language; type?: number } = {}) {
  const store = createStore();
  store.set(configAtom, testConfig());
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type });
  return renderMember(<MemberRoutes />, { store, language, path: `/member/${page}` });
}
