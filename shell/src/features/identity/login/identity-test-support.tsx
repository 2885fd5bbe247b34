import { configAtom, LoadingOverlay, ModalHost, store, type RegisterRule } from '@khela/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, testConfig } from '@/testing/render-in-shell';
import { PopupLayer } from '@/lib/popups/PopupLayer';
import { identityPopups } from '../identity-popups';
import { sliderChallenge } from '@/testing/api-fixtures';
import type { FakeApi } from '@khela/shared/testing';

/** Tests only: the brand rules the identity popups are checked against (SPEC §5 pattern ids). */
export const testRules: RegisterRule[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 4, maxLength: 16, patternId: 2 },
  { field: 'password', enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', minLength: 6, maxLength: 20, patternId: 6 },
  { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^\\d+$', minLength: 10, maxLength: 11, patternId: 7 },
];

/** The config of a brand with these switches and the rules above (plus any other config parts). */
export function setIdentityConfig(switches: string[] = [], extra: Record<string, unknown> = {}): void {
  store.set(configAtom, { ...testConfig({ switches }), register: testRules, ...extra });
}

/** Popups, modals and the loading overlay, as the shell draws them. */
export function renderIdentityPopups(path = '/') {
  return renderInShell(
    <>
      <PopupLayer views={identityPopups} />
      <ModalHost />
      <LoadingOverlay />
    </>,
    { path },
  );
}

/** Answers the slider puzzle and the captcha the way the api does (one token per pass). */
export function serveHumanChecks(server: FakeApi): FakeApi {
  let passes = 0;
  return server
    .on('GET', '/wps/session/slider', { value: sliderChallenge('ch-1') })
    .on('POST', '/wps/session/slider', () => ({ value: { sliderToken: `slider-${(passes += 1)}` } }))
    .on('GET', '/wps/session/captcha', () => ({ value: { captchaId: `cap-${server.requests('GET', '/wps/session/captcha').length}`, image: 'data:image/png;base64,iVBORw0KGgo=' } }));
}

/** Passes the slider check that has opened, by keyboard as a reader without a mouse would. */
export async function passSliderCheck(): Promise<void> {
  const check = await screen.findByRole('dialog', { name: 'Security check' });
  const handle = await within(check).findByRole('slider');
  handle.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument());
}
