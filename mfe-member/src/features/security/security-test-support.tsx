import { ModalHost, type Language } from '@khela/shared';
import { renderAsMember } from '@/testing/render-member';
import { SecurityCenter } from './SecurityCenter';

// Tests only: the security page's fake api and fixtures.
export { androidChrome, FakeMemberApi, iphoneSafari, loginRecord, memberProfile, sessionEntry, type SeenRequest } from '@/testing/fake-member-api';

/** My account as a logged-in member of the demo brand sees it, with the shell's modal host. */
export function renderSecurityCenter(language: Language = 'en') {
  return renderAsMember(
    <>
      <SecurityCenter />
      <ModalHost />
    </>,
    { language, path: '/member/securityCenter' },
  );
}
