import { configAtom, memberInfoAtom, type Language } from '@khela/shared';
import { testConfig } from '@khela/shared/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderMember } from '../testing/render-member';

// Tests only. The payment pages' tests in payments/ reach src/testing through here (the
// import-boundary lint rule forbids any '../../' path).
export * from '../testing/fake-payments-api';

/** A payment page as a logged-in member of the demo brand sees it in the member center. */
export function renderPaymentPage(page: ReactElement, { language = 'en', path = '/member/depositv2' }: { language?: Language; path?: string } = {}) {
  const store = createStore();
  store.set(configAtom, testConfig());
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 });
  return renderMember(page, { store, language, path });
}
