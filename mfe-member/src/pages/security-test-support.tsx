import { configAtom, memberInfoAtom, ModalHost, type Language } from '@khela/shared';
import { testConfig } from '@khela/shared/testing';
import { createStore } from 'jotai';
import { renderMember } from '../testing/render-member';
import { SecurityCenter } from './SecurityCenter';

// Tests only. The page's tests in security/ reach src/testing through here (the import-boundary
// lint rule forbids any '../../' path).
export { androidChrome, FakeMemberApi, iphoneSafari, loginRecord, memberProfile, sessionEntry, type SeenRequest } from '../testing/fake-member-api';

/** My account as a logged-in member of the demo brand sees it, with the shell's modal host. */
export function renderSecurityCenter(language: Language = 'en') {
  const store = createStore();
  store.set(configAtom, testConfig());
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 });
  return renderMember(
    <>
      <SecurityCenter />
      <ModalHost />
    </>,
    { store, language, path: '/member/securityCenter' },
  );
}
