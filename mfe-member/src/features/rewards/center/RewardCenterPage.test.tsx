import { balanceAtom, bus, type RewardCenterLine } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { RewardCenterPage } from './RewardCenterPage';

const centerPath = '/wps/rewards/center';
const claimPath = (id: string) => `/wps/rewards/center/${id}/claim`;

function rewardLine(overrides: Partial<RewardCenterLine> = {}): RewardCenterLine {
  return {
    key: 'item:11',
    itemId: '11',
    source: 'operator',
    title: 'Welcome gift',
    amountKind: 'cash',
    amount: 5_000,
    multipleX100: 0,
    status: 'claimable',
    action: 'claim',
    link: null,
    createdAt: '2026-11-20T06:00:00.000Z',
    expiresAt: '2026-12-20T06:00:00.000Z',
    claimedAt: null,
    ...overrides,
  };
}

const lines = [
  rewardLine(),
  rewardLine({ key: 'item:12', itemId: '12', title: 'VIP monthly gift', amount: 100_000, multipleX100: 300 }),
  rewardLine({ key: 'item:13', itemId: '13', title: 'Daily mission', amountKind: 'points', amount: 1_500, expiresAt: null }),
  rewardLine({ key: 'campaign:WELCOME', itemId: null, source: 'campaign', title: 'Welcome bonus', action: 'open', link: '/promotions/WELCOME', expiresAt: null }),
  rewardLine({ key: 'item:9', itemId: '9', title: 'Old gift', status: 'expired', action: 'none', expiresAt: '2026-11-01T06:00:00.000Z' }),
];

const cards = () => screen.getAllByTestId('reward-line');

describe('the reward center page', () => {
  it('lists what can be claimed, with amounts, wagering, expiry and status; only claimable items have a Claim button', async () => {
    new FakeApi().on('GET', centerPath, { value: { items: lines, rebate: { claimable: 12_50, min: 100 } } });
    renderAsMember(<RewardCenterPage />, { path: '/member/rewardCenter' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reward center' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Reward center' });
    const [rebate, gift, vip, points, campaign, old] = cards();
    expect(rebate).toHaveTextContent('Rebate ready to claimClaimable৳12.50');
    expect(within(rebate!).getByRole('link', { name: 'Open manual rebate' })).toHaveAttribute('href', '/member/manualRebate');
    expect(gift).toHaveTextContent('Welcome giftClaimable৳50.00Claim by 20/12/2026, 12:00');
    expect(vip).toHaveTextContent('৳1,000.00 bonus, wager 3× to withdraw');
    expect(points).toHaveTextContent('1,500 pointsPoints never expire');
    expect(within(campaign!).getByRole('link', { name: 'Claim Welcome bonus' })).toHaveAttribute('href', '/promotions/WELCOME');
    expect(old).toHaveTextContent('Old giftExpired৳50.00Expired on 01/11/2026, 12:00');
    expect(within(old!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Claim / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Claim Welcome gift', 'Claim VIP monthly gift', 'Claim Daily mission']);
  });

  it('says so when there is nothing to claim', async () => {
    new FakeApi().on('GET', centerPath, { value: { items: [], rebate: null } });
    renderAsMember(<RewardCenterPage />, { path: '/member/rewardCenter' });
    expect(await screen.findByTestId('reward-center-empty')).toHaveTextContent('Nothing to claim right now');
    expect(screen.queryByRole('list', { name: 'Reward center' })).not.toBeInTheDocument();
  });

  it('claims an item once per press: the line turns claimed, the balance follows and the shell is told', async () => {
    const claimed = rewardLine({ status: 'claimed', action: 'none', claimedAt: '2026-11-27T06:30:00.000Z' });
    const api = new FakeApi().on('GET', centerPath, { value: { items: [rewardLine()], rebate: null } }).on('POST', claimPath('11'), { value: { item: claimed, balance: 15_000, points: 0 } });
    const told = jest.fn();
    bus.on('rewards:changed', told);
    const { store: pageStore } = renderAsMember(<RewardCenterPage />, { path: '/member/rewardCenter' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Welcome gift' }));
    expect(await screen.findByTestId('reward-claimed')).toHaveTextContent('Claimed: Welcome gift (৳50.00).');
    expect(cards()[0]).toHaveTextContent('Welcome giftClaimed৳50.00Claimed on 27/11/2026, 12:30');
    expect(screen.queryByRole('button', { name: 'Claim Welcome gift' })).not.toBeInTheDocument();
    expect(api.requests('POST', claimPath('11'))).toHaveLength(1);
    expect(api.bodyOf('POST', claimPath('11'))).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(pageStore.get(balanceAtom)).toBe(15_000);
    expect(told).toHaveBeenCalledWith({ reason: 'claim' });
    bus.off('rewards:changed', told);
  });

  it('shows the api’s translated refusal and keeps the line claimable', async () => {
    new FakeApi().on('GET', centerPath, { value: { items: [rewardLine()], rebate: null } }).on('POST', claimPath('11'), { status: 409, errorCode: 'reward.expired', message: 'এই রিওয়ার্ডের মেয়াদ শেষ হয়ে গেছে, এটি আর নেওয়া যাবে না।' });
    renderAsMember(<RewardCenterPage />, { path: '/member/rewardCenter', language: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome gift নিন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই রিওয়ার্ডের মেয়াদ শেষ হয়ে গেছে');
    expect(within(cards()[0]!).getByTestId('reward-status')).toHaveTextContent('নেওয়া যাবে');
  });

  it('writes amounts, points and dates with Bengali digits in Bengali', async () => {
    new FakeApi().on('GET', centerPath, { value: { items: lines.slice(0, 3), rebate: null } });
    renderAsMember(<RewardCenterPage />, { path: '/member/rewardCenter', language: 'bn' });
    await screen.findByRole('list');
    const [gift, vip, points] = cards();
    expect(gift).toHaveTextContent('৳৫০.০০');
    expect(gift).toHaveTextContent('২০/১২/২০২৬');
    expect(vip).toHaveTextContent('৩×');
    expect(points).toHaveTextContent('১,৫০০ পয়েন্ট');
    expect(points).toHaveTextContent('পয়েন্টের মেয়াদ কখনো শেষ হয় না');
  });
});
