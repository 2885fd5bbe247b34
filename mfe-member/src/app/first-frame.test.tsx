import { firstFrameOf, startAnswersPayload, testConfig } from '@khela/shared/testing';
import { memberPageIds } from './center/member-page-ids';
import { renderFirstFrame } from './first-frame';

const answers = (language = 'bn') =>
  startAnswersPayload([
    { path: '/wps/system/config', value: testConfig(), language },
    { path: '/lgw/games/game_menus', value: { menus: [] }, language },
  ]);

test("draws a member page's first screen: the center's navigation, the page's title and introduction, skeletons for what its calls bring", () => {
  const frame = firstFrameOf(renderFirstFrame(answers(), 'bn', '/member/securityCenter'));
  expect(frame.querySelector('[data-frame-testid="member-center"] nav')).not.toBeNull();
  expect(frame.querySelector('h1')).toHaveTextContent('আমার অ্যাকাউন্ট');
  // No member's data in a page the server drew: the fields wait for the live page's calls.
  expect(frame.querySelector('[data-frame-testid="profile-account"]')).toHaveTextContent('—');
  expect(frame.querySelector('[data-testid]')).toBeNull();
});

test('every member center page draws one; other paths of the remote draw none', () => {
  // Each page renders on a server (no browser read while rendering).
  for (const id of memberPageIds) expect(firstFrameOf(renderFirstFrame(answers(), 'bn', `/member/${id}`)).querySelector('[data-frame-testid="member-center"]')).not.toBeNull();
  for (const pathname of ['/member', '/member/unknown', '/promotions', '/vip']) expect(renderFirstFrame(answers(), 'bn', pathname)).toBeNull();
});
