import { balanceAtom, bus, claimableMissionCountAtom, type LeaderboardAnswer, type MissionSummary, type MissionView } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { MissionLeaderboardPage } from './MissionLeaderboardPage';

const summaryPath = '/wps/rewards/missions/summary';
const boardPath = '/wps/rewards/missions/leaderboard';
const claimPath = (id: string) => `/wps/rewards/missions/${id}/claim`;

function mission(overrides: Partial<MissionView> = {}): MissionView {
  return {
    id: '1',
    code: 'DAILY_BETS',
    period: 'daily',
    periodStart: '2026-11-27',
    title: 'Place 10 bets',
    description: 'Any 10 settled bets in house games today.',
    metric: 'bet_count',
    gameTypes: ['RNG'],
    target: 10,
    value: 4,
    status: 'process',
    reward: { kind: 'points', amount: 20, multipleX100: 0 },
    ...overrides,
  };
}

const daily = [
  mission(),
  mission({ id: '2', code: 'DAILY_TURNOVER', title: 'Play ৳1,000 in slots', metric: 'turnover', target: 100_000, value: 100_000, status: 'claim', reward: { kind: 'cash', amount: 500, multipleX100: 0 } }),
  mission({ id: '3', code: 'DAILY_DEPOSIT', title: 'Deposit ৳500', metric: 'deposit_amount', target: 50_000, value: 50_000, status: 'claimed', reward: { kind: 'cash', amount: 1_000, multipleX100: 300 } }),
];
const weekly = [mission({ id: '4', code: 'WEEKLY_STREAK', period: 'weekly', periodStart: '2026-11-23', title: 'Visit 5 days in a row', metric: 'visit_streak', target: 5, value: 3, reward: { kind: 'points', amount: 100, multipleX100: 0 } })];
const summary: MissionSummary = { daily, weekly, once: [], streak: 3 };

const board: LeaderboardAnswer = {
  boards: [
    { code: 'DAILY_TURNOVER', title: 'Daily turnover', metric: 'turnover', period: 'daily' },
    { code: 'WEEKLY_WIN', title: 'Biggest win of the week', metric: 'biggest_win', period: 'weekly' },
  ],
  board: 'DAILY_TURNOVER',
  periodStart: '2026-11-27',
  prizes: [{ rank: 1, kind: 'cash', amount: 50_000, multipleX100: 100 }, { rank: 2, kind: 'points', amount: 2_000, multipleX100: 0 }],
  rows: [
    { rank: 1, player: 'de***1', score: 1_234_500, me: false },
    { rank: 2, player: 'rahim01', score: 250_000, me: true },
  ],
  me: { rank: 2, player: 'rahim01', score: 250_000, me: true },
};

const cards = () => screen.getAllByTestId('mission');

describe('the missions page', () => {
  it('shows daily missions with progress bars, rewards and statuses; Claim only on a done one; the streak; weekly in its tab', async () => {
    new FakeApi().on('GET', summaryPath, { value: summary });
    renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Missions' })).toBeInTheDocument();
    expect(await screen.findByTestId('streak')).toHaveTextContent('You have come 3 days in a row.');
    const [bets, turnover, deposit] = cards();
    expect(within(bets!).getByRole('progressbar', { name: 'Progress of Place 10 bets' })).toHaveAttribute('aria-valuenow', '40');
    expect(bets).toHaveTextContent('Place 10 betsIn progress');
    expect(bets).toHaveTextContent('4 / 10Reward: 20 points');
    expect(turnover).toHaveTextContent('৳1,000.00 / ৳1,000.00Reward: ৳5.00');
    expect(deposit).toHaveTextContent('Claimed');
    expect(deposit).toHaveTextContent('Reward: ৳10.00 bonus, wager 3× to withdraw');
    expect(screen.getAllByRole('button', { name: /^Claim / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Claim Play ৳1,000 in slots']);
    expect(screen.getByRole('tab', { name: /^Daily/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Daily/ })).toHaveTextContent('Daily1');
    expect(screen.queryByRole('tab', { name: /One-time/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Visit 5 days in a row');
    expect(within(cards()[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('claims a done mission once: the card turns claimed, the badge and balance follow, the shell is told', async () => {
    const claimed = { ...daily[1]!, status: 'claimed' as const };
    const api = new FakeApi().on('GET', summaryPath, { value: summary }).on('POST', claimPath('2'), { value: { mission: claimed, balance: 10_500, points: 0 } });
    const told = jest.fn();
    bus.on('rewards:changed', told);
    const { store } = renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard' });
    act(() => store.set(claimableMissionCountAtom, 1));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Play ৳1,000 in slots' }));
    expect(await screen.findByTestId('mission-claimed')).toHaveTextContent('Claimed: Play ৳1,000 in slots (Reward: ৳5.00).');
    expect(cards()[1]).toHaveTextContent('Claimed');
    expect(screen.queryByRole('button', { name: /^Claim / })).not.toBeInTheDocument();
    expect(api.bodyOf('POST', claimPath('2'))).toEqual({ periodStart: '2026-11-27' });
    expect(api.requests('POST', claimPath('2'))).toHaveLength(1);
    expect(store.get(balanceAtom)).toBe(10_500);
    expect(store.get(claimableMissionCountAtom)).toBe(0);
    expect(told).toHaveBeenCalledWith({ reason: 'claim' });
    bus.off('rewards:changed', told);
  });

  it('shows a refused claim in the reader’s words', async () => {
    new FakeApi().on('GET', summaryPath, { value: summary }).on('POST', claimPath('2'), { status: 409, errorCode: 'mission.rolledOver', message: 'এই পুরস্কারটি আপনার রিওয়ার্ড সেন্টারে চলে গেছে: সেখান থেকে নিন।' });
    renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard', language: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play ৳1,000 in slots নিন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('রিওয়ার্ড সেন্টারে');
  });

  it('reads the list again when the badge changes (a mission done by a bet settling)', async () => {
    const done = { ...summary, daily: [mission({ value: 10, status: 'claim' }), ...daily.slice(1)] };
    const api = new FakeApi().on('GET', summaryPath, { value: summary }, { value: done });
    const { store } = renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard' });
    await screen.findAllByTestId('mission');
    act(() => store.set(claimableMissionCountAtom, 2));
    expect(await screen.findByRole('button', { name: 'Claim Place 10 bets' })).toBeInTheDocument();
    expect(api.requests('GET', summaryPath)).toHaveLength(2);
  });

  it('in Bengali: Bengali digits for progress, streak and money', async () => {
    new FakeApi().on('GET', summaryPath, { value: summary });
    renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard', language: 'bn' });
    expect(await screen.findByTestId('streak')).toHaveTextContent('আপনি টানা ৩ দিন এসেছেন।');
    expect(cards()[0]).toHaveTextContent('৪ / ১০');
    expect(cards()[0]).toHaveTextContent('পুরস্কার: ২০ পয়েন্ট');
    expect(cards()[1]).toHaveTextContent('৳১,০০০.০০ / ৳১,০০০.০০');
  });

  it('the leaderboard tab: masked names, my row, prizes, another board and the last period', async () => {
    const api = new FakeApi().on('GET', summaryPath, { value: summary }).on('GET', boardPath, { value: board });
    renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const table = await screen.findByRole('table', { name: 'Daily turnover: ranking' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1de***1৳12,345.00', '2rahim01 (you)৳2,500.00']);
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Your rank: #2 with ৳2,500.00.');
    expect(screen.getByRole('region', { name: 'Prizes' })).toHaveTextContent('#1: Reward: ৳500.00 bonus, wager 1× to withdraw#2: Reward: 2,000 points');

    await userEvent.click(screen.getByRole('button', { name: 'Last period' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Board' }), 'WEEKLY_WIN');
    const queries = api.requests('GET', boardPath).map((request) => [request.query.get('board'), request.query.get('period')]);
    expect(queries).toEqual([[null, 'current'], [null, 'previous'], ['WEEKLY_WIN', 'previous']]);
  });

  it('the leaderboard with no score of mine and no rows yet', async () => {
    new FakeApi().on('GET', summaryPath, { value: summary }).on('GET', boardPath, { value: { ...board, rows: [], me: null, prizes: [] } });
    renderAsMember(<MissionLeaderboardPage />, { path: '/member/missionLeaderboard', language: 'bn' });
    await userEvent.click(await screen.findByRole('tab', { name: 'লিডারবোর্ড' }));
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('এই সময়কালে আপনার এখনও কোনো স্কোর নেই।');
    expect(screen.getByRole('table')).toHaveTextContent('এই সময়কালে এখনও কোনো স্কোর নেই।');
  });
});
