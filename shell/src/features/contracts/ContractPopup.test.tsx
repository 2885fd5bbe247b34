import { configAtom, memberInfoAtom, openPopup, sessionKeys, store, type ConsolidatedContracts, type PopupOffer } from '@khela/shared';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupLayer, preloadViews } from '@/lib/popups/PopupLayer';
import { openPopupsAtom } from '@/lib/popups/popup-stack';
import { renderInShell, resetShellState, testConfig } from '@/testing/render-in-shell';
import { contractPopups } from './contract-popups';
import { offerContractPopup } from './contract-offers';

const detail = (betVolume: number, activeMember: number, rate: string) => ({ minimumBet: betVolume, betVolume, netLoss: 0, activeMember, rateType: 'P' as const, rate, contractRate: rate });

function offer(overrides: Partial<PopupOffer> = {}): PopupOffer {
  const details = [detail(0, 0, '0.0015'), detail(10_000_000, 5, '0.003')];
  return {
    id: '41', contractId: '41', kind: 'daily', gameType: 'CONS', status: 'P', period: 'daily', offeredByAccount: 'agent01',
    offeredAt: '2026-11-26T10:00:00.000Z', effectiveFromIfAccepted: '2026-11-26T18:00:00.000Z',
    downlineHigherRate: 'N', cancelsDownlines: [], details, hourSalaryRates: details, ...overrides,
  };
}

function consolidated(offers: PopupOffer[]): ConsolidatedContracts {
  const value: ConsolidatedContracts = {
    divtypereq: {}, dailysalreq: {}, contracthoursalreq: {}, realtimesalreq: {},
    dailysalreqtype: false, divtypereqtype: false, contracthoursalreqtype: false, realtimesalreqtype: false, enableContract: offers.length > 0, enableSalary: false,
  };
  for (const o of offers) (value.dailysalreq[o.gameType] ??= []).push(o);
  value.dailysalreqtype = offers.length > 0;
  return value;
}

const decision = { contract: {}, cancelled: [], superseded: null };

beforeAll(() => preloadViews(contractPopups));
beforeEach(() => {
  resetShellState();
  store.set(memberInfoAtom, { id: '77', account: 'sub01', nickname: 'Sub', type: 2 });
});
afterEach(() => jest.restoreAllMocks());

describe('the contract popup', () => {
  it('shows each offer with its tiers (P as a percentage) and accepts it through the daily processing call', async () => {
    const api = new FakeApi().on('GET', '/wps/contract/consolidated', { value: consolidated([offer()]) }, { value: consolidated([]) }).on('POST', '/wps/contract/daily/process', { value: decision });
    renderInShell(<PopupLayer views={contractPopups} />);
    act(() => openPopup('contract'));
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers' });
    const card = await within(dialog).findByRole('region', { name: 'Daily salary · All games' });
    expect(within(card).getByText('Offered by agent01')).toBeInTheDocument();
    const rows = within(card).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['≥ ৳0.00', '≥ 0', '0.15%'], ['≥ ৳100,000.00', '≥ 5', '0.3%']]);
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.bodyOf('POST', '/wps/contract/daily/process')).toEqual({ contractId: '41', status: 'A' }));
    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    expect(await screen.findByText('No contract offers are waiting for you.')).toBeInTheDocument();
  });

  it('asks to confirm first when accepting cancels downlines contracts (downlineHigherRate Y)', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/contract/consolidated', { value: consolidated([offer({ downlineHigherRate: 'Y', cancelsDownlines: ['low01', 'low02'] })]) })
      .on('POST', '/wps/contract/daily/process', { value: decision });
    renderInShell(<PopupLayer views={contractPopups} />);
    act(() => openPopup('contract'));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert')).toHaveTextContent('cancels the contracts of your downlines low01, low02');
    expect(api.requests('POST', '/wps/contract/daily/process')).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: 'Yes, accept' });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.bodyOf('POST', '/wps/contract/daily/process')).toEqual({ contractId: '41', status: 'A', confirmHigherRate: true }));
  });

  it('rejects, and shows the server refusal when there is one', async () => {
    const api = new FakeApi()
      .on('GET', '/wps/contract/consolidated', { value: consolidated([offer()]) })
      .on('POST', '/wps/contract/daily/process', { status: 409, errorCode: 'contracts.offer.decided', message: 'This offer has already been answered or withdrawn.' });
    renderInShell(<PopupLayer views={contractPopups} />);
    act(() => openPopup('contract'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.bodyOf('POST', '/wps/contract/daily/process')).toEqual({ contractId: '41', status: 'R' }));
    expect(await screen.findByText('This offer has already been answered or withdrawn.')).toBeInTheDocument();
  });
});

describe('offering the popup after login', () => {
  it('with AGENTPOLICY3: keeps consolidated, enableSalary, enableContract in session storage and opens the popup when an offer waits', async () => {
    store.set(configAtom, testConfig({ switches: ['AGENTPOLICY3'] }));
    new FakeApi().on('GET', '/wps/contract/consolidated', { value: consolidated([offer()]) });
    await offerContractPopup();
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.consolidated)!).dailysalreqtype).toBe(true);
    expect(window.sessionStorage.getItem(sessionKeys.enableContract)).toBe('true');
    expect(window.sessionStorage.getItem(sessionKeys.enableSalary)).toBe('false');
    expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['contract']);
  });

  it('no offer, no popup; a trial account or a brand without AGENTPOLICY3 makes no call', async () => {
    store.set(configAtom, testConfig({ switches: ['AGENTPOLICY3'] }));
    const api = new FakeApi().on('GET', '/wps/contract/consolidated', { value: consolidated([]) });
    await offerContractPopup();
    expect(store.get(openPopupsAtom)).toEqual([]);
    store.set(memberInfoAtom, { id: '78', account: 'trial', nickname: 'T', type: 4 });
    await offerContractPopup();
    store.set(memberInfoAtom, { id: '77', account: 'sub01', nickname: 'Sub', type: 2 });
    store.set(configAtom, testConfig());
    await offerContractPopup();
    expect(api.requests('GET', '/wps/contract/consolidated')).toHaveLength(1);
  });
});
