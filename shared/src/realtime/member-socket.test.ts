import { bus } from '../bus/event-bus';
import { FakeSocket } from '../testing/fake-socket';
import { memberSocketUrl, openMemberSocket, type MemberSocket, type MemberSocketOptions } from './member-socket';

let sockets: FakeSocket[];
let client: MemberSocket | null;

function open(overrides: Partial<MemberSocketOptions> = {}) {
  const onBalance = jest.fn();
  const onReady = jest.fn();
  const onRejected = jest.fn();
  client = openMemberSocket({
    token: 'tok-1',
    url: 'ws://khela.test/ws',
    onBalance,
    onReady,
    onRejected,
    createSocket: FakeSocket.factory(sockets),
    firstDelayMs: 1_000,
    longestDelayMs: 8_000,
    heartbeatMs: 25_000,
    ...overrides,
  });
  return { onBalance, onReady, onRejected };
}

const latest = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  jest.useFakeTimers();
  // The jitter at its top: each delay is the whole of its ceiling.
  jest.spyOn(Math, 'random').mockReturnValue(0.999999);
  sockets = [];
  client = null;
});

afterEach(() => {
  client?.close();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the member socket', () => {
  it('sends the token in its first message, never in the address', () => {
    open();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://khela.test/ws');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
  });

  it('hands on every balance push once the server is ready, and ignores what is not one', () => {
    const { onBalance, onReady } = open();
    latest().accept();
    expect(onReady).toHaveBeenCalledWith(false);
    latest().receive({ type: 'balance', balance: 150_000, held: 2_000 });
    latest().receive({ type: 'balance', balance: '12', held: 0 });
    latest().receive({ type: 'balance', balance: 1.5, held: 0 });
    latest().receive({ type: 'pong' });
    latest().receive('not json');
    latest().receive({ type: 'balance', balance: 149_000, held: 0 });
    expect(onBalance.mock.calls).toEqual([[{ balance: 150_000, held: 2_000 }], [{ balance: 149_000, held: 0 }]]);
  });

  it('puts every other typed message on the bus for the pages, and keeps its own to itself', () => {
    const heard = jest.fn();
    bus.on('socket:message', heard);
    try {
      const { onBalance } = open();
      latest().accept();
      const draw = { type: 'lottery.draw', gameCode: 'WINGO1', drawId: '7', drawNo: '20261126-0415', status: 'drawn' };
      latest().receive(draw);
      latest().receive({ type: 'pong' });
      latest().receive({ type: 'balance', balance: 10, held: 0 });
      latest().receive({ noType: true });
      latest().receive('not json');
      expect(heard.mock.calls).toEqual([[draw]]);
      expect(onBalance).toHaveBeenCalledTimes(1);
    } finally {
      bus.off('socket:message', heard);
    }
  });

  it('reconnects after a drop with a growing delay, and says the next ready is a reconnect', () => {
    const { onReady } = open();
    latest().accept();
    latest().end(1006);
    jest.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    // The server is still away: the next wait doubles, then doubles again up to the longest.
    latest().end(1006);
    jest.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().end(1006);
    jest.advanceTimersByTime(4_000);
    expect(sockets).toHaveLength(4);
    latest().end(1006);
    jest.advanceTimersByTime(8_000);
    expect(sockets).toHaveLength(5);
    latest().end(1006);
    jest.advanceTimersByTime(8_000);
    expect(sockets).toHaveLength(6);

    latest().accept();
    expect(onReady.mock.calls).toEqual([[false], [true]]);
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);

    // Being accepted starts the delays from the first again.
    latest().end(1006);
    jest.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(7);
  });

  it('stops for good when the server refuses the session', () => {
    const { onRejected, onReady } = open();
    latest().open();
    latest().end(4401);
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onReady).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10 * 60_000);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
  });

  it('closes on logout: no reconnect, and nothing heard from the old connection afterwards', () => {
    const { onBalance } = open();
    const socket = latest().accept();
    client!.close();
    expect(socket.closedWith).toBe(1000);
    socket.receive({ type: 'balance', balance: 1, held: 0 });
    socket.end(1000);
    jest.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1);
    expect(onBalance).not.toHaveBeenCalled();
  });

  it('pings a quiet connection and drops one that stopped answering', () => {
    open();
    const socket = latest().accept();
    jest.advanceTimersByTime(25_000);
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok-1' }, { type: 'ping' }]);
    socket.receive({ type: 'pong' });
    jest.advanceTimersByTime(25_000);
    expect(socket.closedWith).toBeNull();
    expect(socket.sent).toHaveLength(3);

    // No answer to that ping by the next check: the link is dead though nobody closed it.
    jest.advanceTimersByTime(25_000);
    expect(socket.closedWith).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('tries again at once when the phone comes back online', () => {
    open();
    latest().accept();
    latest().end(1006);
    jest.advanceTimersByTime(1_000);
    latest().end(1006);
    expect(sockets).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    // The scheduled attempt was replaced, not added to.
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('is on the page origin, ws for http', () => {
    expect(memberSocketUrl()).toBe(`ws://${window.location.host}/ws`);
  });
});
