import { changeLanguage, store, unreadMessageAtom } from '@khela/shared';
import { FakeSocket } from '@khela/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberMenu } from '@/app/layout/MemberMenu';
import { SideMenu } from '@/app/layout/SideMenu';
import { startLiveBalance } from '@/features/balance/live-balance';
import { logIn, renderInShell, resetShellState } from '@/testing/render-in-shell';
import { startLiveMessages } from '@/features/messages/live-messages';

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { status: 200, headers: { 'content-type': 'application/json' } });

let unreadAnswer = 0;
let unreadCalls = 0;
let sockets: FakeSocket[];
let stops: Array<() => void>;

async function flush(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 4; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  resetShellState();
  store.set(unreadMessageAtom, 0);
  sockets = [];
  unreadCalls = 0;
  unreadAnswer = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    if (url.endsWith('/wps/messages/unread-count')) {
      unreadCalls += 1;
      return envelope({ unread: unreadAnswer });
    }
    return envelope({ balance: 0, held: 0, currency: 'BDT', currencySymbol: '৳' });
  }) as unknown as typeof fetch;
  stops = [startLiveBalance({ createSocket: FakeSocket.factory(sockets) }), startLiveMessages()];
});

afterEach(() => {
  stops.forEach((stop) => stop());
  jest.restoreAllMocks();
});

describe('the live unread messages badge', () => {
  it('reads the count when a member logs in, and badges the side menu and the account menu', async () => {
    unreadAnswer = 2;
    renderInShell(
      <>
        <SideMenu />
        <MemberMenu />
      </>,
    );
    expect(screen.queryByTestId('side-badge-messages')).not.toBeInTheDocument();
    act(() => logIn());
    await flush();
    expect(unreadCalls).toBe(1);
    expect(screen.getByTestId('side-badge-messages')).toHaveTextContent('2');
    expect(screen.getByTestId('side-badge-messages')).toHaveAccessibleName('2 unread');
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveAccessibleDescription('2 unread');
    await userEvent.click(avatar);
    expect(screen.getByTestId('member-menu-unread')).toHaveTextContent('2');
  });

  it('follows every messages push of the socket; a bare push reads the count again; a malformed one is ignored', async () => {
    renderInShell(<SideMenu />);
    act(() => logIn());
    await flush();
    const socket = sockets[sockets.length - 1]!.accept();
    act(() => socket.receive({ type: 'messages', unread: 3 }));
    expect(screen.getByTestId('side-badge-messages')).toHaveTextContent('3');
    act(() => socket.receive({ type: 'messages', unread: -1 }));
    act(() => socket.receive({ type: 'messages', unread: '7' }));
    expect(store.get(unreadMessageAtom)).toBe(3);
    unreadAnswer = 5;
    act(() => socket.receive({ type: 'messages' }));
    await flush();
    expect(screen.getByTestId('side-badge-messages')).toHaveTextContent('5');
    act(() => socket.receive({ type: 'messages', unread: 0 }));
    expect(screen.queryByTestId('side-badge-messages')).not.toBeInTheDocument();
  });

  it('a trial account never asks for the count (SPEC §6), and logging out clears it', async () => {
    act(() => logIn({ id: '9', account: 'trial9', nickname: 'Trial', type: 4 }));
    await flush();
    expect(unreadCalls).toBe(0);
    act(() => resetShellState());
    act(() => logIn());
    unreadAnswer = 4;
    await flush();
    expect(store.get(unreadMessageAtom)).toBe(4);
    act(() => resetShellState());
    await flush();
    expect(store.get(unreadMessageAtom)).toBe(0);
  });

  it('shows the count in Bengali digits in Bengali', async () => {
    await changeLanguage('bn');
    unreadAnswer = 12;
    renderInShell(<SideMenu />);
    act(() => logIn());
    await flush();
    expect(screen.getByTestId('side-badge-messages')).toHaveTextContent('১২');
    expect(screen.getByTestId('side-badge-messages')).toHaveAccessibleName('১২টি অপঠিত');
  });
});
