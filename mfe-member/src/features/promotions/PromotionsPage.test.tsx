import { history, memberInfoAtom, Route, Routes } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderMember } from '@/testing/render-member';
import { promotionCard } from './promotion-card.fixture';
import type { PromotionDetail } from './promotion-calls';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

/** The two pages at their addresses, as app/routes.tsx mounts them; elsewhere nothing. */
function MemberRoutes() {
  return (
    <Routes>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promotions/:code" element={<PromotionDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const promotion = promotionCard;

const campaigns = [
  promotion(),
  promotion({ code: 'DAILY_SIGNIN', kind: 'daily_signin', category: 'daily', title: 'Sign in every day', status: 'signed', action: 'none' }),
  promotion({ code: 'NEWS_CRICKET', kind: 'announcement', category: 'news', title: 'Cricket is on', status: null, action: 'none' }),
];

function loggedIn() {
  const store = createStore();
  store.set(memberInfoAtom, { id: '7', account: 'rahim01', nickname: 'Rahim', type: 0 });
  return store;
}

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('promotions page', () => {
  it('shows the cards’ shape while the list loads (busy, read as loading), then the cards in its place', async () => {
    new FakeApi().on('GET', '/wps/promotions', { value: { categories: ['deposit', 'daily', 'news'], campaigns } });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'en' });
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('data-shape', 'cards');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('shows tabs by translated category with All first, and each card’s status and action', async () => {
    new FakeApi().on('GET', '/wps/promotions', { value: { categories: ['deposit', 'daily', 'news'], campaigns } });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Deposit', 'Daily', 'News']);
    expect(within(cardOf('Welcome bonus')).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(cardOf('Sign in every day')).getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(within(cardOf('Cricket is on')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf('Welcome bonus')).getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/promotions/WELCOME_BONUS');

    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(screen.getAllByTestId('promotion-card').map((card) => card.dataset.code)).toEqual(['DAILY_SIGNIN']);
  });

  it('speaks Bengali: category names, statuses and dates in Bengali digits', async () => {
    new FakeApi().on('GET', '/wps/promotions', { value: { categories: ['deposit'], campaigns: [promotion({ title: 'স্বাগতম বোনাস', status: 'claim', action: 'claim' })] } });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'bn' });
    expect(await screen.findByRole('heading', { name: 'স্বাগতম বোনাস' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['সব', 'জমা']);
    expect(screen.getByTestId('promotion-status')).toHaveTextContent('দাবি করুন');
    expect(cardOf('স্বাগতম বোনাস')).toHaveTextContent('২০২৬');
  });

  it('claims with a request id, shows the paid amount and reloads the statuses', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/promotions', { value: { categories: ['deposit'], campaigns: [promotion({ status: 'claim', action: 'claim' })] } }, { value: { categories: ['deposit'], campaigns: [promotion({ status: 'claimed', action: 'none' })] } })
      .on('POST', '/wps/promotions/WELCOME_BONUS/claim', { value: { id: '9', period: 'once', status: 'claimed', amount: 10_000, deposit: 10_000, requirement: 100_000, expiresAt: null, reason: null, claimBy: null } });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Done: ৳100.00 is yours.')).toHaveAttribute('role', 'status');
    expect((api.bodyOf('POST', '/wps/promotions/WELCOME_BONUS/claim') as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it('shows a refused claim’s translated reason and changes nothing', async () => {
    new FakeApi()
      .on('GET', '/wps/promotions', { value: { categories: ['deposit'], campaigns: [promotion({ status: 'claim', action: 'claim' })] } })
      .on('POST', '/wps/promotions/WELCOME_BONUS/claim', { status: 409, errorCode: 'promotion.claim.duplicate', message: 'This offer has already been used by this person or device.' });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been used by this person or device.');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('a raffle’s Join buys a ticket and says how many the member holds', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/promotions', { value: { categories: ['raffle'], campaigns: [promotion({ code: 'WEEKLY_RAFFLE', kind: 'raffle', category: 'raffle', title: 'Weekly raffle' })] } })
      .on('POST', '/wps/promotions/WEEKLY_RAFFLE/raffle', { value: { entries: 2, pointsSpent: 200 } });
    renderMember(<MemberRoutes />, { path: '/promotions', store: loggedIn(), language: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'যোগ দিন' }));
    expect(await screen.findByText('ড্রয়ের জন্য আপনার ২টি টিকিট আছে।')).toBeInTheDocument();
    expect(api.requests('POST', '/wps/promotions/WEEKLY_RAFFLE/join')).toHaveLength(0);
  });

  it('asks a visitor to log in instead of joining', async () => {
    new FakeApi().on('GET', '/wps/promotions', { value: { categories: ['deposit'], campaigns: [promotion({ status: null, action: 'none' })] } });
    renderMember(<MemberRoutes />, { path: '/promotions', language: 'en' });
    expect(await screen.findByRole('button', { name: 'Log in to take part' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    new FakeApi().on('GET', '/wps/promotions', { value: { categories: [], campaigns: [] } });
    renderMember(<MemberRoutes />, { path: '/promotions', language: 'en' });
    expect(await screen.findByText('There are no promotions right now')).toBeInTheDocument();
  });
});

describe('promotion detail page', () => {
  const detail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
    ...promotion({ status: 'claimed', action: 'none', endsAt: '2099-01-01T00:00:00.000Z' }),
    terms: '<p>Wager <strong>10×</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    entry: { id: '9', period: 'once', status: 'claimed', amount: 10_000, deposit: 10_000, requirement: 100_000, expiresAt: '2026-12-04T06:00:00.000Z', reason: null, claimBy: null },
    ...overrides,
  });

  it('shows the terms sanitized, the member’s entry and a countdown to the end', async () => {
    const endsAt = new Date(Date.now() + (2 * 1440 + 3 * 60) * 60_000 - 30_000).toISOString();
    new FakeApi().on('GET', '/wps/promotions/WELCOME_BONUS', { value: detail({ endsAt }) });
    renderMember(<MemberRoutes />, { path: '/promotions/WELCOME_BONUS', store: loggedIn(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(await screen.findByText('10×')).toBeInTheDocument();
    const page = screen.getByTestId('promotion-detail-page');
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('[onerror]')).toBeNull();
    const entry = screen.getByRole('region', { name: 'Your entry' });
    expect(entry).toHaveTextContent('Reward৳100.00Qualifying deposit৳100.00Wagering needed৳1,000.00');
    expect(screen.getByTestId('promotion-countdown')).toHaveTextContent('Ends in 2 d 3 h 0 min');
    expect(screen.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it('a code no campaign has goes on to the reward center (the announcement’s "go to promotion")', async () => {
    new FakeApi().on('GET', '/wps/promotions/DAILY_REBATE', { status: 404, errorCode: 'promotion.unknown', message: 'There is no such promotion.' });
    renderMember(<MemberRoutes />, { path: '/promotions/DAILY_REBATE', store: loggedIn(), language: 'en' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(history.location.pathname).toBe('/member/rewardCenter');
  });
});
