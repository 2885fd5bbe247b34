import { FakeApi } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import type { ReferralStanding } from './referral-calls';
import { ReferralPage } from './ReferralPage';

const path = '/wps/rewards/referral';

function standing(overrides: Partial<ReferralStanding> = {}): ReferralStanding {
  return {
    code: 'AF1007XY',
    registerPath: '/register?referralCode=AF1007XY',
    rules: { minDeposit: 30_000, minWager: 30_000 },
    counts: { total: 3, valid: 1, deposited: 1, registered: 1 },
    invitees: [
      { account: 'ka***01', registeredAt: '2026-11-20T06:00:00.000Z', status: 'valid', deposit: 50_000, wager: 42_000, validAt: '2026-11-21T06:00:00.000Z' },
      { account: 'ja***02', registeredAt: '2026-11-19T06:00:00.000Z', status: 'deposited', deposit: 20_000, wager: 0, validAt: null },
      { account: 'r***a', registeredAt: '2026-11-18T06:00:00.000Z', status: 'registered', deposit: 0, wager: 0, validAt: null },
    ],
    tiers: [
      { invitees: 1, amount: 5_000, multipleX100: 100, status: 'claimable' },
      { invitees: 3, amount: 15_000, multipleX100: 100, status: 'locked' },
    ],
    ...overrides,
  };
}

describe('the referral page', () => {
  it('shows the invite code, the link to this site’s register route with the code, and its QR code', async () => {
    new FakeApi().on('GET', path, { value: standing() });
    renderAsMember(<ReferralPage />, { path: '/member/referral' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('AF1007XY');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/register?referralCode=AF1007XY`);
    expect(await screen.findByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
  });

  it('copies the link to the clipboard with a labelled button', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    new FakeApi().on('GET', path, { value: standing() });
    renderAsMember(<ReferralPage />, { path: '/member/referral' });
    await user.click(await screen.findByRole('button', { name: 'Copy your invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?referralCode=AF1007XY`);
  });

  it('lists the invitees as the api masked them, with their status in words, and the tiers with what became of each', async () => {
    new FakeApi().on('GET', path, { value: standing() });
    renderAsMember(<ReferralPage />, { path: '/member/referral' });
    const invitees = await screen.findByTestId('referral-invitees');
    expect(within(invitees).getAllByTestId('invitee-account').map((cell) => cell.textContent)).toEqual(['ka***01', 'ja***02', 'r***a']);
    expect(within(invitees).getAllByTestId('invitee-status').map((cell) => cell.textContent)).toEqual(['Counts', 'Deposited', 'Signed up']);
    expect(screen.getByTestId('referral-counts')).toHaveTextContent('3 invited: 1 count, 1 deposited, 1 signed up only.');
    expect(screen.getByTestId('referral-rules')).toHaveTextContent('A friend counts once they have deposited ৳300.00 and bet ৳300.00 in settled bets.');
    const tiers = screen.getAllByTestId('referral-tier');
    expect(tiers.map((tier) => tier.textContent)).toEqual(['1 friend৳50.00Ready to claim', '3 friends৳150.00Not reached yet']);
    expect(screen.getByRole('link', { name: 'Claim your reward in the reward center' })).toHaveAttribute('href', '/member/rewardCenter');
  });

  it('says so when nobody has signed up yet, and offers no claim link before a tier is reached', async () => {
    new FakeApi().on('GET', path, { value: standing({ counts: { total: 0, valid: 0, deposited: 0, registered: 0 }, invitees: [], tiers: [{ invitees: 1, amount: 5_000, multipleX100: 0, status: 'locked' }] }) });
    renderAsMember(<ReferralPage />, { path: '/member/referral' });
    expect(await screen.findByText('No friends yet. Share your link to invite them.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim your reward in the reward center' })).not.toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    new FakeApi().on('GET', path, { value: standing() });
    renderAsMember(<ReferralPage />, { path: '/member/referral', language: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'বন্ধুদের আমন্ত্রণ' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('referral-counts')).toHaveTextContent('৩ জন আমন্ত্রিত: ১ জন গণনাযোগ্য'));
    expect(screen.getAllByTestId('invitee-status').map((cell) => cell.textContent)).toEqual(['গণনাযোগ্য', 'জমা দিয়েছেন', 'নিবন্ধিত']);
  });
});
