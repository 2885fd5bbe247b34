import { FakeApi, type SeenRequest } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bill, BillsPage } from '@khela/contracts';
import { renderAgent } from '@/testing/render-agent';
import { ContractBillsPanel } from './ContractBillsPanel';
import { billsPaths } from './settlement-calls';

const bill = (fields: Partial<Bill>): Bill => ({
  id: '1', kind: 'daily', gameType: 'CONS', periodStart: '2026-05-09T18:00:00.000Z', periodEnd: '2026-05-10T18:00:00.000Z', account: 'agent01', payer: null,
  teamTurnover: 500_000, teamNetLoss: 120_000, activeMembers: 3, carriedIn: 0, tier: 2, rateType: 'P', rate: '0.015', amount: 7_500, paid: 7_500,
  status: 'issued', downlineBilled: 0, downlinePaid: 0, ...fields,
});

const answer = (records: Bill[], page: Partial<BillsPage['page']> = {}, totals: Partial<BillsPage['totals']> = {}): { value: BillsPage } => ({
  value: {
    page: { records, pageNo: 1, pageSize: 20, total: records.length, totalPages: 1, ...page },
    totals: { teamTurnover: 500_000, teamNetLoss: 120_000, amount: 7_500, paid: 7_500, ...totals },
  },
});

const queryOf = (request: SeenRequest) => Object.fromEntries(request.query.entries());

describe('the records tab of a contract kind', () => {
  it('asks for the kind’s own bills of the last 7 days and shows each with its status in words and the totals', async () => {
    const api = new FakeApi().on('GET', billsPaths.own, answer([
      bill({ id: '1' }),
      bill({ id: '2', status: 'partial', paid: 2_000, periodStart: '2026-05-08T18:00:00.000Z', periodEnd: '2026-05-09T18:00:00.000Z' }),
      bill({ id: '3', status: 'not_reached', tier: null, rateType: null, rate: null, amount: 0, paid: 0 }),
    ]));
    renderAgent(<ContractBillsPanel kind="daily" />, { language: 'en' });
    const table = await screen.findByRole('table', { name: 'My bills' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(queryOf(api.requests('GET', billsPaths.own)[0]!)).toMatchObject({ kind: 'daily', pageNo: '1', pageSize: '20' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Issued');
    expect(first).toHaveTextContent('Tier 2 · 1.50%');
    expect(first).toHaveTextContent('5,000.00');
    expect(second).toHaveTextContent('Partly paid');
    expect(third).toHaveTextContent('Not reached');
    expect(within(screen.getByTestId('bill-totals')).getByText('Team turnover').nextSibling).toHaveTextContent('5,000.00');
    // The team column of a salary is turnover; the downline column only on the paid tab.
    expect(within(table).getByRole('columnheader', { name: 'Team turnover' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Downline' })).toBeNull();
  });

  it('shows a dividend’s team net loss, and the bills paid to downlines on the other tab, from page 1', async () => {
    const api = new FakeApi()
      .on('GET', billsPaths.own, answer([bill({ kind: 'dividend' })]))
      .on('GET', billsPaths.paid, answer([bill({ kind: 'dividend', account: 'sub07', payer: 'agent01', status: 'insufficient', paid: 0 })]));
    renderAgent(<ContractBillsPanel kind="dividend" />, { language: 'en' });
    await screen.findByRole('columnheader', { name: 'Team net loss' });
    await userEvent.click(screen.getByRole('tab', { name: 'Paid to my downlines' }));
    const table = await screen.findByRole('table', { name: 'Bills I paid my downlines' });
    await waitFor(() => expect(within(table).getByText('sub07')).toBeInTheDocument());
    expect(within(table).getByText('Insufficient balance')).toBeInTheDocument();
    expect(queryOf(api.requests('GET', billsPaths.paid)[0]!)).toMatchObject({ kind: 'dividend', pageNo: '1' });
  });

  it('pages through the bills', async () => {
    const api = new FakeApi().on('GET', billsPaths.own, (request) => {
      const pageNo = Number(request.query.get('pageNo'));
      return answer([bill({ id: `p${pageNo}`, account: `page${pageNo}` })], { pageNo, totalPages: 2, total: 21 });
    });
    renderAgent(<ContractBillsPanel kind="hourly" />, { language: 'en' });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(next);
    await screen.findByText('Page 2 of 2');
    expect(api.requests('GET', billsPaths.own).map((r) => r.query.get('pageNo'))).toEqual(['1', '2']);
  });

  it('speaks Bengali', async () => {
    new FakeApi().on('GET', billsPaths.own, answer([bill({ status: 'insufficient', paid: 0 })]));
    renderAgent(<ContractBillsPanel kind="realtime" />, { language: 'bn' });
    expect(await screen.findByText('ব্যালেন্স অপর্যাপ্ত')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'আমার বিল' })).toHaveAttribute('aria-selected', 'true');
  });
});
