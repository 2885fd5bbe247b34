import { configAtom, memberInfoAtom, vipRankLevelAtom } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderMember } from '@/testing/render-member';
import type { VipRung, VipStanding } from './vip-calls';
import { VipPage } from './VipPage';

const path = '/wps/rewards/vip';

const rung = (level: number, name: string, validBet: number, deposit: number, gift: number, monthly: number): VipRung => ({
  level,
  name,
  label: name,
  upgradeValidBet: validBet,
  upgradeDeposit: deposit,
  keepValidBet: validBet / 3,
  keepDeposit: deposit / 2,
  levelUpGift: gift,
  monthlyGift: monthly,
  giftMultipleX100: 0,
  dailyRebateCap: null,
  pointsBonusPct: 0,
});

const ladder = [rung(0, 'Starter', 0, 0, 0, 0), rung(1, 'Bronze', 300_000, 100_000, 6_000, 3_000), rung(2, 'Silver', 3_000_000, 500_000, 18_000, 9_000)];

function standing(overrides: Partial<VipStanding> = {}): VipStanding {
  return {
    hasVip: true,
    levels: ladder,
    level: 1,
    label: 'Bronze',
    counters: { validBet: 1_250_000, deposit: 320_000 },
    next: { level: 2, validBet: 3_000_000, deposit: 500_000 },
    keep: { month: '2026-11', validBet: 420_000, deposit: 20_000, requiredValidBet: 100_000, requiredDeposit: 50_000, relegation: false },
    ...overrides,
  };
}

function renderVip(language: 'en' | 'bn' = 'en') {
  const store = createStore();
  store.set(configAtom, testConfig());
  store.set(memberInfoAtom, { id: '1007', account: 'rahim01', nickname: 'Rahim', type: 0 });
  store.set(vipRankLevelAtom, 1);
  renderMember(<VipPage />, { store, language, path: '/vip' });
  return store;
}

describe('the VIP page', () => {
  it('shows the level, progress to the next, keeping this month and the ladder with the current row', async () => {
    new FakeApi().on('GET', path, { value: standing() });
    renderVip();
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(await screen.findByTestId('vip-current')).toHaveTextContent('Bronze');
    const next = screen.getByTestId('vip-next');
    expect(next).toHaveTextContent('Reach both to become Silver (Silver).');
    expect(within(next).getByTestId('vip-next-valid-bet')).toHaveTextContent('৳12,500.00 of ৳30,000.00 (41%)');
    expect(within(next).getByTestId('vip-next-deposit')).toHaveTextContent('৳3,200.00 of ৳5,000.00 (64%)');
    expect(within(next).getByRole('progressbar', { name: 'Valid bet' })).toHaveAttribute('value', '41');
    const keep = screen.getByTestId('vip-keep');
    // Either threshold keeps the level: the valid bet is reached, the deposit is not.
    expect(within(keep).getByTestId('vip-keep-valid-bet')).toHaveTextContent('৳4,200.00 of ৳1,000.00 (100%)');
    expect(within(keep).getByTestId('vip-keep-status')).toHaveTextContent('Done: your level is kept for next month.');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(rows[2]).toHaveTextContent('Bronze Bronze৳3,000.00৳1,000.00৳60.00৳30.00');
    expect(rows[1]).toHaveTextContent('Starter Starter৳0.00৳0.00——');
  });

  it('speaks Bengali with Bengali digits', async () => {
    new FakeApi().on('GET', path, { value: standing({ keep: { ...standing().keep, validBet: 0, deposit: 0, relegation: true } }) });
    renderVip('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'ভিআইপি' })).toBeInTheDocument();
    expect(await screen.findByTestId('vip-next-valid-bet')).toHaveTextContent('৳৩০,০০০.০০-এর মধ্যে ৳১২,৫০০.০০ (৪১%)');
    // Relegation is on and neither threshold is reached: the member is told what happens on the 1st.
    expect(screen.getByTestId('vip-keep-status')).toHaveTextContent('১ তারিখে এক লেভেল নেমে যাবেন');
    expect(screen.getByRole('table')).not.toHaveTextContent(/[0-9]/);
  });

  it('at the top there is no next level; at level 0 nothing to keep', async () => {
    new FakeApi().on('GET', path, { value: standing({ level: 2, label: 'Silver', next: null }) }, { value: standing({ level: 0, label: 'Starter' }) });
    const store = renderVip();
    expect(await screen.findByText('You are at the top level. Thank you for playing with us!')).toBeInTheDocument();
    expect(screen.queryByTestId('vip-next-valid-bet')).not.toBeInTheDocument();
    // A level change pushed over the socket reads the page again.
    act(() => store.set(vipRankLevelAtom, 0));
    expect(await screen.findByText('Everyone starts here: there is nothing to keep.')).toBeInTheDocument();
    expect(screen.getByTestId('vip-current')).toHaveTextContent('Starter');
  });

  it('says so when the brand offers no VIP', async () => {
    new FakeApi().on('GET', path, { value: standing({ hasVip: false, levels: [], label: null, level: 0, next: null }) });
    renderVip();
    expect(await screen.findByText('VIP levels are not offered here at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    const api = new FakeApi().on('GET', path, { status: 503, errorCode: 'system.unavailable', message: 'Please try again shortly.' }, { value: standing() });
    renderVip();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-current')).toHaveTextContent('Bronze');
    expect(api.requests('GET', path).length).toBeGreaterThanOrEqual(2);
  });
});
