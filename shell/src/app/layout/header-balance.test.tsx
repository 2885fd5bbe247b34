import { balanceAtom, bus, clearSession, i18n, memberInfoAtom, store, type MemberInfo } from '@khela/shared';
import { FakeSocket } from '@khela/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { logIn, member, renderInShell, resetShellState } from '@/testing/render-in-shell';
import { startLiveBalance } from '@/features/balance/live-balance';

const menu = { onOpen: () => undefined, open: false, controls: 'side-menu', buttonRef: { current: null } };
const balancePath = '/wps/v2/wallets/balance';

/** The api's balance call, answered when the test says: each request waits for `answer`. */
class BalanceServer {
  readonly requests: Request[] = [];
  private readonly waiting: Array<(response: Response) => void> = [];

  constructor() {
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      this.requests.push(request);
      return new Promise<Response>((resolve) => this.waiting.push(resolve));
    }) as unknown as typeof fetch;
  }

  /** How many requests wait for an answer once the page has settled. */
  async pending(): Promise<number> {
    await flush();
    return this.waiting.length;
  }

  /** Answers the oldest waiting request with a balance in minor units (or a failure). */
  async answer(balance: number | { errorCode: string; status: number }): Promise<void> {
    await flush();
    const resolve = this.waiting.shift();
    if (!resolve) throw new Error('no balance request is waiting');
    const body =
      typeof balance === 'number'
        ? { success: true, value: { balance, held: 0, currency: 'BDT', currencySymbol: '৳' }, message: null, errorCode: null }
        : { success: false, value: null, message: balance.errorCode, errorCode: balance.errorCode };
    const status = typeof balance === 'number' ? 200 : balance.status;
    resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    await flush();
  }
}

/** Lets the api client's promises (request hooks, body reading) and React settle. */
async function flush(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let server: BalanceServer;
let sockets: FakeSocket[];
let stop: () => void;

function start() {
  stop = startLiveBalance({ createSocket: FakeSocket.factory(sockets) });
}

/** The live balance started, a real member logged in, then the header rendered. */
function showMembersHeader() {
  start();
  logIn();
  renderInShell(<Header menu={menu} />);
}

const amount = () => screen.getByTestId('balance-amount');
const refreshButton = () => screen.getByRole('button', { name: 'Refresh balance' });

beforeEach(() => {
  resetShellState();
  server = new BalanceServer();
  sockets = [];
});

afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('the header balance', () => {
  it('asks nothing for a visitor and nothing for a trial account, which shows no balance', async () => {
    start();
    renderInShell(<Header menu={menu} />);
    act(() => logIn({ ...member, type: 4 }));
    await flush();
    expect(server.requests).toHaveLength(0);
    expect(sockets).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('loads for a real member, then follows the socket without a reload', async () => {
    start();
    renderInShell(<Header menu={menu} />);
    act(() => logIn());
    await flush();
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([balancePath]);
    expect(server.requests[0]!.headers.get('Authorization')).toBe('token-1');
    expect(amount()).toHaveTextContent('—');
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Updating the balance…');

    await server.answer(123_456);
    expect(amount()).toHaveTextContent('৳1,234.56');
    expect(refreshButton()).not.toHaveAttribute('aria-disabled');

    // The socket: the token goes in the first message, then pushes move the figure.
    expect(sockets).toHaveLength(1);
    const socket = sockets[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    act(() => socket.receive({ type: 'balance', balance: 200_000_000, held: 5_000 }));
    expect(amount()).toHaveTextContent('৳2,000,000.00');
    expect(server.requests).toHaveLength(1);
  });

  it('refreshes on the button without ever running two loads at once', async () => {
    showMembersHeader();
    await server.answer(1_000);
    expect(amount()).toHaveTextContent('৳10.00');

    await userEvent.click(refreshButton());
    expect(await server.pending()).toBe(1);
    // A second press while the first load runs asks for nothing and keeps the focus on the button.
    await userEvent.click(refreshButton());
    expect(await server.pending()).toBe(1);
    expect(refreshButton()).toHaveFocus();
    await server.answer(2_500);
    expect(amount()).toHaveTextContent('৳25.00');
    expect(server.requests).toHaveLength(2);
  });

  it('runs once more after the current load when money moved meanwhile (balance:changed)', async () => {
    showMembersHeader();
    act(() => {
      bus.emit('balance:changed', { reason: 'walletTransfer' });
      bus.emit('balance:changed', { reason: 'walletTransfer' });
    });
    expect(await server.pending()).toBe(1);
    await server.answer(1_000);
    expect(await server.pending()).toBe(1);
    await server.answer(4_000);
    expect(amount()).toHaveTextContent('৳40.00');
    expect(server.requests).toHaveLength(2);
  });

  it('keeps a push that arrived during a load over that load’s older answer', async () => {
    showMembersHeader();
    act(() => sockets[0]!.accept());
    act(() => sockets[0]!.receive({ type: 'balance', balance: 9_900, held: 0 }));
    await server.answer(10_000);
    expect(amount()).toHaveTextContent('৳99.00');
  });

  it('keeps the last figure and says so when a load fails', async () => {
    showMembersHeader();
    await server.answer(7_700);
    await userEvent.click(refreshButton());
    await server.answer({ errorCode: 'server.error', status: 500 });
    expect(amount()).toHaveTextContent('৳77.00');
    expect(screen.getByRole('status')).toHaveTextContent('The balance could not be updated. Tap refresh to try again.');
    await userEvent.click(refreshButton());
    await server.answer(7_800);
    expect(amount()).toHaveTextContent('৳78.00');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks again after the socket reconnects, since pushes were missed meanwhile', async () => {
    showMembersHeader();
    await server.answer(1_000);
    act(() => sockets[0]!.accept());
    act(() => sockets[0]!.end(1006));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sockets).toHaveLength(2);
    expect(await server.pending()).toBe(0);
    act(() => sockets[1]!.accept());
    expect(sockets[1]!.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(await server.pending()).toBe(1);
    await server.answer(3_000);
    expect(amount()).toHaveTextContent('৳30.00');
  });

  it('closes the socket on logout and opens a new one for the next member', async () => {
    showMembersHeader();
    await server.answer(1_000);
    const first = sockets[0]!;
    act(() => first.accept());
    act(() => clearSession());
    expect(first.closedWith).toBe(1000);
    expect(store.get(balanceAtom)).toBeNull();
    act(() => window.dispatchEvent(new Event('online')));
    expect(sockets).toHaveLength(1);

    const next: MemberInfo = { id: 'M2002', account: 'karim', nickname: 'Karim', type: 0 };
    act(() => logIn(next));
    expect(sockets).toHaveLength(2);
    await server.answer(50_000);
    expect(amount()).toHaveTextContent('৳500.00');
  });

  it('drops an answer that arrives after the member logged out', async () => {
    showMembersHeader();
    act(() => {
      store.set(memberInfoAtom, null);
    });
    await server.answer(1_000);
    expect(store.get(balanceAtom)).toBeNull();
  });

  it('remembers a hidden balance on this device, and shows Bengali digits in Bengali', async () => {
    showMembersHeader();
    await server.answer(123_456_789);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');
    expect(amount()).toHaveTextContent('৳****');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(window.localStorage.getItem('balanceHidden')).toBeNull();
    await act(() => i18n.changeLanguage('bn'));
    expect(amount()).toHaveTextContent('৳১২,৩৪,৫৬৭.৮৯');
  });
});
