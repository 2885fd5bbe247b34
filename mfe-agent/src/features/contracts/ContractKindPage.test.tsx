import { bus, configAtom, memberInfoAtom, type ContractWire, type DownlineContracts, type OwnContracts } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderAgent } from '@/testing/render-agent';
import { ContractKindPage } from './ContractKindPage';

function contract(overrides: Partial<ContractWire> = {}): ContractWire {
  return {
    id: '10', agentId: '9', account: 'agent01', offeredBy: null, offeredByAccount: null, kind: 'daily', gameType: 'CONS', period: 'daily', carryPolicy: 'none',
    tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.002' }, { turnover: 10_000_000, activeMembers: 5, rateType: 'P', rate: '0.004' }],
    status: 'in_force', offeredAt: '2026-11-20T10:00:00.000Z', decidedAt: '2026-11-20T10:00:00.000Z', effectiveFrom: '2026-11-20T18:00:00.000Z', endedAt: null, replacesId: null,
    ...overrides,
  };
}

const own = (parts: Partial<OwnContracts> = {}): OwnContracts[] => [{ kind: 'daily', offered: true, current: [contract()], pending: [], history: [], ...parts }];

const downlines: DownlineContracts[] = [
  { memberId: '21', account: 'sub01', nickname: 'Sub', type: 2, isAgent: true, current: [contract({ id: '30', account: 'sub01', tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.001' }] })], pending: [] },
  { memberId: '22', account: 'player9', nickname: 'P', type: 0, isAgent: false, current: [], pending: [] },
];

function agentStore() {
  const store = createStore();
  store.set(memberInfoAtom, { id: '9', account: 'agent01', nickname: 'Karim', type: 1 });
  store.set(configAtom, testConfig());
  return store;
}

afterEach(() => jest.restoreAllMocks());

describe('a contract kind page', () => {
  it('"My contract" shows the current contract with its tiers, a pending offer with the way to the popup, and the history', async () => {
    new FakeApi().on('GET', '/wps/agent/contracts', {
      value: own({
        pending: [{ ...contract({ id: '11', status: 'offered', effectiveFrom: null, offeredBy: '5', offeredByAccount: 'boss' }), downlineHigherRate: 'N', cancelsDownlines: [], effectiveFromIfAccepted: '2026-11-27T18:00:00.000Z' }],
        history: [contract({ id: '8', status: 'superseded', endedAt: '2026-11-20T18:00:00.000Z' })],
      }),
    });
    const opened = jest.fn();
    bus.on('popup:open', opened);
    renderAgent(<ContractKindPage kind="daily" page="agentDailyWages2" />, { store: agentStore(), language: 'en', path: '/agentHome/agentDailyWages2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily salary' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My contract' })).toHaveAttribute('aria-selected', 'true');
    const current = await screen.findByTestId('contract-10');
    expect(within(current).getByText('In force')).toBeInTheDocument();
    expect(within(current).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([['≥ ৳0.00', '≥ 0', '0.2%'], ['≥ ৳100,000.00', '≥ 5', '0.4%']]);
    expect(within(screen.getByTestId('contract-8')).getByText('Replaced')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('contract-11')).getByRole('button', { name: 'Answer in the contract window' }));
    expect(opened).toHaveBeenCalledWith({ name: 'contract' });
    bus.off('popup:open', opened);
  });

  it('tabs move with the arrow keys; an extra tab (the settlement records) is drawn from the slot', async () => {
    new FakeApi().on('GET', '/wps/agent/contracts', { value: own() }).on('GET', '/wps/agent/contracts/downlines', { value: downlines });
    renderAgent(<ContractKindPage kind="daily" page="agentDailyWages2" extraTabs={[{ id: 'records', label: 'Records', render: () => <p>bills here</p> }]} />, { store: agentStore(), language: 'en', path: '/agentHome/agentDailyWages2' });
    const mine = screen.getByRole('tab', { name: 'My contract' });
    mine.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('bills here');
    await userEvent.keyboard('{ArrowRight}');
    expect(mine).toHaveAttribute('aria-selected', 'true');
  });

  it('?downline= opens the downlines tab with that agent chosen; the offer goes out with exact tiers; the api refusal is shown', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/agent/contracts/downlines', { value: downlines })
      .on('POST', '/wps/agent/contracts/offers',
        { status: 400, errorCode: 'contracts.tiers.above.upline', message: 'Tier 2: the rate is higher than your own contract pays at that turnover and number of active members.' },
        { value: contract({ id: '40', status: 'offered', account: 'sub01' }) });
    renderAgent(<ContractKindPage kind="daily" page="agentDailyWages2" />, { store: agentStore(), language: 'en', path: '/agentHome/agentDailyWages2?downline=21' });
    expect(screen.getByRole('tab', { name: 'Downlines' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Your direct downlines and their contracts of this kind' });
    // The table scrolls sideways in its own focusable region (a phone is narrower than it), not the page.
    const region = screen.getByRole('region', { name: 'Your direct downlines and their contracts of this kind' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('row', { name: /sub01/ })).toHaveTextContent('0.1%');
    // Only agents can be offered a contract.
    expect(within(table).queryByRole('button', { name: 'Offer player9 a contract' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    expect(within(form).getByLabelText('Downline')).toHaveValue('21');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '0.15');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = screen.getByTestId('tier-2');
    await userEvent.clear(within(second).getByLabelText('Team turnover at least (৳)'));
    await userEvent.type(within(second).getByLabelText('Team turnover at least (৳)'), '50000');
    await userEvent.clear(within(second).getByLabelText('Active members at least'));
    await userEvent.type(within(second).getByLabelText('Active members at least'), '3');
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '0.3');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tier 2: the rate is higher');
    expect(api.bodyOf('POST', '/wps/agent/contracts/offers')).toEqual({
      downlineId: '21', kind: 'daily', gameType: 'CONS',
      tiers: [{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.0015' }, { turnover: 5_000_000, activeMembers: 3, rateType: 'P', rate: '0.003' }],
    });
    await userEvent.clear(within(second).getByLabelText('Rate (%)'));
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '0.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Offer sent to sub01. It waits for their answer.')).toBeInTheDocument();
  });

  it('a field that is not a number is marked before anything is sent', async () => {
    const api = new FakeApi().on('GET', '/wps/agent/contracts/downlines', { value: downlines });
    renderAgent(<ContractKindPage kind="dividend" page="agentDividendRecordCopy2" />, { store: agentStore(), language: 'en', path: '/agentHome/agentDividendRecordCopy2?downline=21' });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    expect(within(form).getByLabelText('Team net loss at least (৳)')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Rate (%)'), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(within(form).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.requests('POST', '/wps/agent/contracts/offers')).toHaveLength(0);
  });

  it('reads in Bengali', async () => {
    new FakeApi().on('GET', '/wps/agent/contracts', { value: own({ current: [] }) });
    renderAgent(<ContractKindPage kind="hourly" page="agentHourSalary" />, { store: agentStore(), language: 'bn', path: '/agentHome/agentHourSalary' });
    expect(screen.getByRole('tab', { name: 'আমার চুক্তি' })).toBeInTheDocument();
    expect(await screen.findByText('এই ধরনের কোনো চুক্তি আপনার নেই।')).toBeInTheDocument();
  });
});
