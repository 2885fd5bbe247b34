import { availablePromoCountAtom, bus, changeLanguage, claimableMissionCountAtom, hasVipAtom, store, vipLabelNameAtom, vipRankLevelAtom } from '@khela/shared';
import { FakeSocket } from '@khela/shared/testing';
import { act, screen } from '@testing-library/react';
import { SideMenu } from '@/app/layout/SideMenu';
import { startLiveBalance } from '@/features/balance/live-balance';
import { logIn, renderInShell, resetShellState } from '@/testing/render-in-shell';
import { startLiveRewards } from '@/features/rewards/live-rewards';

const summary = (rewardCenter: number, extra: object = {}) => ({ rewardCenter, missions: 0, vip: { hasVip: false, level: 0, label: null }, bonus: { open: 0, amount: 0 }, points: 0, ...extra });

/** The api as these tests need it: the balance, and a summary whose badge count the test sets. */
let summaryAnswer = summary(0);
let summaryCalls = 0;
const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { status: 200, headers: { 'content-type': 'application/json' } });

async function flush(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 4; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let sockets: FakeSocket[];
let stops: Array<() => void>;

beforeEach(() => {
  resetShellState();
  sockets = [];
  summaryCalls = 0;
  summaryAnswer = summary(0);
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    if (url.endsWith('/wps/rewards/summary')) {
      summaryCalls += 1;
      return envelope(summaryAnswer);
    }
    return envelope({ balance: 0, held: 0, currency: 'BDT', currencySymbol: '৳' });
  }) as unknown as typeof fetch;
  stops = [startLiveBalance({ createSocket: FakeSocket.factory(sockets) }), startLiveRewards()];
});

afterEach(() => {
  stops.forEach((stop) => stop());
  jest.restoreAllMocks();
});

describe('the live rewards badges', () => {
  it('loads the summary when a member logs in and badges the side menu’s reward center', async () => {
    summaryAnswer = summary(2, { missions: 1, vip: { hasVip: true, level: 3, label: 'Gold' } });
    renderInShell(<SideMenu />);
    expect(screen.queryByTestId('side-badge-rewardCenter')).not.toBeInTheDocument();
    act(() => logIn());
    await flush();
    expect(summaryCalls).toBe(1);
    expect(screen.getByTestId('side-badge-rewardCenter')).toHaveTextContent('2');
    expect(screen.getByTestId('side-badge-rewardCenter')).toHaveAccessibleName('2 new');
    expect([store.get(claimableMissionCountAtom), store.get(hasVipAtom), store.get(vipLabelNameAtom), store.get(vipRankLevelAtom)]).toEqual([1, true, 'Gold', 3]);
  });

  it('follows every rewards push of the socket, and ignores a malformed one', async () => {
    renderInShell(<SideMenu />);
    act(() => logIn());
    await flush();
    const socket = sockets[sockets.length - 1]!.accept();
    act(() => socket.receive({ type: 'rewards', ...summary(4) }));
    expect(screen.getByTestId('side-badge-rewardCenter')).toHaveTextContent('4');
    act(() => socket.receive({ type: 'rewards', ...summary(5), rewardCenter: '9' }));
    act(() => socket.receive({ type: 'rewards', ...summary(6), vip: null }));
    expect(store.get(availablePromoCountAtom)).toBe(4);
    // Claimed in another tab: the push clears the badge here too.
    act(() => socket.receive({ type: 'rewards', ...summary(0) }));
    expect(screen.queryByTestId('side-badge-rewardCenter')).not.toBeInTheDocument();
  });

  it('shows the count in Bengali digits in Bengali', async () => {
    await changeLanguage('bn');
    summaryAnswer = summary(12);
    renderInShell(<SideMenu />);
    act(() => logIn());
    await flush();
    expect(screen.getByTestId('side-badge-rewardCenter')).toHaveTextContent('১২');
  });

  it('reads the summary again when a page changed the rewards, and clears everything on logout', async () => {
    act(() => logIn());
    await flush();
    summaryAnswer = summary(1, { vip: { hasVip: true, level: 1, label: 'Silver' } });
    bus.emit('rewards:changed', { reason: 'claim' });
    await flush();
    expect(summaryCalls).toBe(2);
    expect(store.get(availablePromoCountAtom)).toBe(1);
    act(() => resetShellState());
    await flush();
    expect([store.get(availablePromoCountAtom), store.get(hasVipAtom), store.get(vipLabelNameAtom), store.get(vipRankLevelAtom)]).toEqual([0, false, null, null]);
  });
});
