import { announcementsAtom, availablePromoCountAtom, claimableMissionCountAtom, FIRST_FRAME_ID, history, memberInfoAtom, unreadMessageAtom } from '@khela/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { memberPageIds } from './center/member-pages';
import { MemberRoutes } from './routes';
import { FakeWalletApi } from '@/testing/fake-wallet-api';
import { renderMember } from '@/testing/render-member';
import en from '@/locales/en.json';

// My account loads the member's records. These tests check routing only, so the loads are left
// unanswered (the page stays in its loading state and nothing reaches the network); the page's own
// tests (features/security/) answer them.
beforeEach(() => {
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

function memberStore(type = 0) {
  const store = createStore();
  store.set(memberInfoAtom, { id: '7', account: 'rahim01', nickname: 'Rahim', type });
  store.set(announcementsAtom, {
    banners: [],
    player: [],
    popup: [],
    promotion: [
      { id: 1, title: 'Welcome bonus', content: '<p>Double your first deposit</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', promotionType: 'WELCOME' },
      { id: 2, title: 'Weekly rebate', content: '<p>Every Monday</p>', promotionType: 'REBATE' },
    ],
  });
  return store;
}

describe('member center routes', () => {
  it("takes away the page's first frame index.html drew once the center is drawn", () => {
    const frame = Object.assign(document.createElement('div'), { id: FIRST_FRAME_ID });
    document.body.append(frame);
    renderMember(<MemberRoutes />, { path: '/member/securityCenter', store: memberStore(), language: 'en' });
    expect(screen.getByTestId('member-center')).toBeInTheDocument();
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  });

  it('sends /member to my account', () => {
    renderMember(<MemberRoutes />, { path: '/member', store: memberStore(), language: 'en' });
    expect(history.location.pathname).toBe('/member/securityCenter');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-account')).toHaveTextContent('rahim01');
  });

  it('sends an unknown member page to my account', () => {
    renderMember(<MemberRoutes />, { path: '/member/nope', store: memberStore(), language: 'en' });
    expect(history.location.pathname).toBe('/member/securityCenter');
  });

  it.each(memberPageIds)('/member/%s shows its page with its title', (id) => {
    renderMember(<MemberRoutes />, { path: `/member/${id}`, store: memberStore(), language: 'en' });
    expect(screen.getByTestId(`member-page-${id}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: en.pages[id].title })).toBeInTheDocument();
  });

  it('lists every member page in its navigation and moves between them', () => {
    renderMember(<MemberRoutes />, { path: '/member/securityCenter', store: memberStore(), language: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Member center' });
    expect(within(nav).getAllByRole('link')).toHaveLength(memberPageIds.length);
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    act(() => fireEvent.click(within(nav).getByRole('link', { name: 'Betting record' })));
    expect(history.location.pathname).toBe('/member/personalHistoryCopy');
    expect(screen.getByRole('heading', { level: 1, name: 'Betting record' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeInTheDocument();
  });

  it('badges missions, rewards and messages only when their counts are above 0', () => {
    const store = memberStore();
    store.set(availablePromoCountAtom, 3);
    renderMember(<MemberRoutes />, { path: '/member/securityCenter', store, language: 'en' });
    expect(screen.getByTestId('badge-rewardCenter')).toHaveTextContent('3');
    expect(screen.queryByTestId('badge-missionLeaderboard')).not.toBeInTheDocument();
    act(() => store.set(claimableMissionCountAtom, 2));
    expect(screen.getByTestId('badge-missionLeaderboard')).toHaveTextContent('2');
    expect(screen.queryByTestId('badge-messageV2')).not.toBeInTheDocument();
    act(() => store.set(unreadMessageAtom, 12));
    expect(screen.getByTestId('badge-messageV2')).toHaveTextContent('12');
    expect(screen.getByTestId('badge-messageV2')).toHaveAccessibleName('12 new');
  });

  it('asks a trial account for a real account instead of the page', () => {
    renderMember(<MemberRoutes />, { path: '/member/depositv2', store: memberStore(4), language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('A real account is needed');
    expect(screen.queryByTestId('member-page-depositv2')).not.toBeInTheDocument();
  });

  it.each(['transferFund', 'transactionHistory'])('neither opens nor loads %s for a trial account', (page) => {
    const api = new FakeWalletApi();
    renderMember(<MemberRoutes />, { path: `/member/${page}`, store: memberStore(4), language: 'en' });
    expect(screen.getByTestId('trial-notice')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('keeps sending money off while the balance is unknown', () => {
    // Until the limits answer, the page is its skeleton (the payment password notice may go above):
    // no form, so nothing can be sent. The form's own disabled state is WithdrawPage.test's.
    renderMember(<MemberRoutes />, { path: '/member/withdraw', store: memberStore(), language: 'en' });
    expect(screen.getByTestId('member-page-withdraw')).toBeInTheDocument();
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('moves the report dates by 7 days', () => {
    renderMember(<MemberRoutes />, { path: '/member/transactionHistory', store: memberStore(), language: 'en' });
    const to = screen.getByLabelText('To') as HTMLInputElement;
    const before = to.value;
    fireEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    expect(Date.parse(before) - Date.parse(to.value)).toBe(7 * 86_400_000);
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toBeEnabled();
  });

  it('speaks Bengali by default', () => {
    renderMember(<MemberRoutes />, { path: '/member/messageV2', store: memberStore() });
    expect(screen.getByRole('heading', { level: 1, name: 'বার্তা' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'সদস্য কেন্দ্র' })).toBeInTheDocument();
  });
});

describe('promotions', () => {
  // The pages' own tests (features/promotions/) answer their calls; here only the routes.
  it('draws the promotions page and a promotion’s own page', () => {
    renderMember(<MemberRoutes />, { path: '/promotions', store: memberStore(), language: 'en' });
    expect(screen.getByTestId('promotions-page')).toBeInTheDocument();
    act(() => history.push('/promotions/WELCOME_BONUS'));
    expect(screen.getByTestId('promotion-detail-page')).toBeInTheDocument();
  });
});

describe('point mall', () => {
  it('is routed at /pointMall with its four tabs (the page itself: features/point-mall/)', () => {
    renderMember(<MemberRoutes />, { path: '/pointMall', language: 'en' });
    expect(screen.getByTestId('point-mall-page')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Redeem', 'Redeem history', 'Points details', 'Rules']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Redeem history' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Points details' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByText('Points never expire.')).toBeInTheDocument();
  });
});
