import { calendarDay } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { addDays } from '@khela/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAsMember } from '@/testing/render-member';
import { profitPath, type PersonalProfit } from './profit-calls';
import { PersonalProfitPage } from './PersonalProfitPage';

// Days count in the brand's zone (Asia/Dhaka), whatever the machine's.
const today = calendarDay(new Date(), 'Asia/Dhaka');

const figures = (count: number, stake: number, payout: number) => ({ count, stake, payout, net: payout - stake });

const answer: PersonalProfit = {
  from: '2026-11-01',
  to: '2026-11-07',
  days: [{ day: '2026-11-05', ...figures(2, 30_000, 45_000) }, { day: '2026-11-03', ...figures(1, 10_000, 0) }],
  gameTypes: [{ gameType: 'RNG', ...figures(2, 30_000, 45_000) }, { gameType: null, ...figures(1, 10_000, 0) }],
  vendors: [{ vendor: 'HOUSE', vendorName: 'Khela Originals', ...figures(3, 40_000, 45_000) }],
  totals: figures(3, 40_000, 45_000),
};

describe('the profit and loss page', () => {
  it('asks for the last 7 days first, and moves by 7 or 30 days with the SPEC’s pickers', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('GET', profitPath, { value: { ...answer, days: [], gameTypes: [], vendors: [], totals: figures(0, 0, 0) } });
    renderAsMember(<PersonalProfitPage />, { path: '/member/personalProfit' });
    const queries = () => api.requests('GET', profitPath).map((request) => Object.fromEntries(request.query.entries()));
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(queries()[0]).toEqual({ from: addDays(today, -6), to: today });
    await user.click(screen.getByRole('button', { name: /previous 7/i }));
    await waitFor(() => expect(queries()[queries().length - 1]).toEqual({ from: addDays(today, -13), to: addDays(today, -7) }));
  });

  it('shows the totals and each breakdown with a signed result', async () => {
    new FakeApi().on('GET', profitPath, { value: answer });
    renderAsMember(<PersonalProfitPage />, { path: '/member/personalProfit' });
    expect(await screen.findByTestId('profit-net')).toHaveTextContent('+৳50.00');
    expect(screen.getByTestId('profit-count')).toHaveTextContent('3');
    expect(screen.getByTestId('profit-stake')).toHaveTextContent('৳400.00');
    const byDay = within(screen.getByTestId('profit-by-day'));
    expect(byDay.getAllByTestId('profit-row-net').map((cell) => cell.textContent)).toEqual(['+৳150.00', '-৳100.00']);
    const byType = within(screen.getByTestId('profit-by-type'));
    expect(byType.getAllByTestId('profit-row-label').map((cell) => cell.textContent)).toEqual([expect.any(String), 'Other']);
    expect(within(screen.getByTestId('profit-by-vendor')).getByText('Khela Originals')).toBeInTheDocument();
  });

  it('says so when nothing settled in those days', async () => {
    new FakeApi().on('GET', profitPath, { value: { ...answer, days: [], gameTypes: [], vendors: [], totals: figures(0, 0, 0) } });
    renderAsMember(<PersonalProfitPage />, { path: '/member/personalProfit' });
    expect(await screen.findByText('No settled bets in these days.')).toBeInTheDocument();
    expect(screen.queryByTestId('profit-totals')).not.toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    new FakeApi().on('GET', profitPath, { value: answer });
    renderAsMember(<PersonalProfitPage />, { path: '/member/personalProfit', language: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'লাভ ও ক্ষতি' })).toBeInTheDocument();
    expect(await screen.findByTestId('profit-net')).toHaveTextContent('+৳৫০.০০');
    expect(screen.getByTestId('profit-by-vendor')).not.toHaveTextContent(/[0-9]/);
  });
});
