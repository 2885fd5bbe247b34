import { bus } from '@khela/shared';
import { deriveLotteryResult, lotteryDrawKey, lotteryPaths, lotterySeedHash } from '@khela/shared/lottery';
import { FakeApi } from '@khela/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LotteryRoutes } from '@/app/routes';
import { draw, game, lobby } from '@/testing/lottery-fixtures';
import { renderLottery } from '@/testing/render-lottery';

const verifyPath = (id: string) => lotteryPaths.draw.replace(':drawId', id);

describe('the lottery lobby', () => {
  it('lists the page area’s games with next draw, a countdown by the server’s clock, the last result and a link to the board', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game(), game({ gameCode: 'K3_1', kind: 'k3', name: 'K3 1 min', lastDraw: draw({ id: '9', status: 'settled', result: { tiers: [{ tier: 'dice', numbers: ['2', '2', '6'] }] } }) })]) });
    renderLottery(<LotteryRoutes />, { path: '/lottery', language: 'en' });
    const card = await screen.findByTestId('lottery-game-WINGO1');
    expect(api.requests('GET', lotteryPaths.lobby)[0]!.query.get('area')).toBe('FAST');
    expect(within(card).getByRole('heading', { name: 'Wingo 1 min' })).toBeInTheDocument();
    expect(within(card).getByText('Next draw 20261126-0415')).toBeInTheDocument();
    // 25 s before closing by the server's clock, whatever the phone's clock says.
    expect(within(card).getByRole('timer')).toHaveTextContent('00:25');
    expect(within(card).getByText('Last result 20261126-0414')).toBeInTheDocument();
    expect(within(card).getByLabelText('7 Green')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Play Wingo 1 min' })).toHaveAttribute('href', '/lottery?gameCode=WINGO1');
    expect(within(screen.getByTestId('lottery-game-K3_1')).getByText('Sum 10')).toBeInTheDocument();
  });

  it('asks for the VN area on /vnLottery and speaks Bengali by default', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([]) });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery' });
    expect(await screen.findByText('এই মুহূর্তে কোনো ড্র চালু নেই')).toBeInTheDocument();
    expect(api.requests('GET', lotteryPaths.lobby)[0]!.query.get('area')).toBe('VN');
  });
});

describe('the VN lobby, grouped as the Vietnam menu', () => {
  const vn = (gameCode: string, kind: 'vn_north' | 'vn_south' | 'vn_central' | 'vn_fast', name: string, fields: Partial<ReturnType<typeof game>> = {}) =>
    game({ gameCode, kind, name, area: 'VN', vendorCode: 'TCG_LOTTO_VN', prizeMode: 'LOTT', timezone: 'Asia/Ho_Chi_Minh', lastDraw: null, ...fields });
  // Monday 30 November 2026, 16:15 in Vietnam: a province that draws another day.
  const monday = draw({ id: '300', drawNo: '2026-11-30', closesAt: '2026-11-30T09:00:00.000Z', drawAt: '2026-11-30T09:15:00.000Z', status: 'scheduled' });
  const games = [
    vn('vn_north', 'vn_north', 'Vietnam North'),
    vn('vn_south_hcm', 'vn_south', 'Vietnam South · TP. Hồ Chí Minh'),
    vn('vn_south_dt', 'vn_south', 'Vietnam South · Đồng Tháp'),
    vn('vn_south_btr', 'vn_south', 'Vietnam South · Bến Tre', { nextDraw: monday }),
    vn('vn_central_dng', 'vn_central', 'Vietnam Central · Đà Nẵng', { nextDraw: monday }),
    vn('vn_fast', 'vn_fast', 'Vietnam Fast 5 Min'),
  ];
  const item = (gameCode: string, name: string, province: string | null, drawsToday: boolean) => ({ gameCode, name, accountTypeName: 'TCG_LOTTO_VN' as const, province, drawsToday, nextDraw: null });
  const menu = [
    { groupCode: 'north' as const, groupName: 'Miền Bắc (North)', gameMenus: [item('vn_north', 'Vietnam North (Hà Nội)', 'Hà Nội', true)] },
    {
      groupCode: 'south' as const,
      groupName: 'Miền Nam (South)',
      gameMenus: [item('vn_south_dt', 'Vietnam South · Đồng Tháp', 'Đồng Tháp', true), item('vn_south_hcm', 'Vietnam South · TP. Hồ Chí Minh', 'TP. Hồ Chí Minh', true), item('vn_south_btr', 'Vietnam South · Bến Tre', 'Bến Tre', false)],
    },
    { groupCode: 'central' as const, groupName: 'Miền Trung (Central)', gameMenus: [item('vn_central_dng', 'Vietnam Central · Đà Nẵng', 'Đà Nẵng', false)] },
    { groupCode: 'fast' as const, groupName: 'Fast', gameMenus: [item('vn_fast', 'Vietnam Fast 5 Min', null, true)] },
  ];

  it('shows North, South, Central and Fast under headings; in a region today’s provinces first with their countdown, then the others with their day', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby(games) }).on('GET', lotteryPaths.vnMenu, { value: menu });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery', language: 'en' });
    const south = await screen.findByTestId('lottery-vn-group-south');
    expect(api.requests('GET', lotteryPaths.vnMenu)[0]!.query.get('prizeMode')).toBe('LOTT');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['North (Miền Bắc)', 'South (Miền Nam)', 'Central (Miền Trung)', 'Fast']);
    expect(south).toHaveAccessibleName('South (Miền Nam)');

    // Today: the menu's order, each named by its province, with a countdown to close by the server's clock.
    const today = within(south).getByRole('list', { name: 'Drawing today' });
    expect(within(today).getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual(['Đồng Tháp', 'TP. Hồ Chí Minh']);
    const hcm = within(today).getByTestId('lottery-game-vn_south_hcm');
    expect(within(hcm).getByRole('timer')).toHaveTextContent('00:25');
    expect(within(hcm).getByRole('link', { name: 'Play Vietnam South · TP. Hồ Chí Minh' })).toHaveAttribute('href', '/vnLottery?gameCode=vn_south_hcm');

    // Other days: the next draw's day in Vietnam, no countdown.
    const later = within(south).getByRole('list', { name: 'Other days' });
    const benTre = within(later).getByTestId('lottery-game-vn_south_btr');
    expect(within(benTre).getByRole('heading', { level: 5 })).toHaveTextContent('Bến Tre');
    expect(benTre).toHaveTextContent('Next draw Monday 30 November');
    expect(within(benTre).queryByRole('timer')).toBeNull();
    expect(within(screen.getByTestId('lottery-vn-group-central')).queryByRole('list', { name: 'Drawing today' })).toBeNull();
    expect(within(screen.getByTestId('lottery-vn-group-north')).getByRole('heading', { level: 4 })).toHaveTextContent('Vietnam North (Hà Nội)');
  });

  it('speaks Bengali, and without the menu falls back to one list', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby(games) }).on('GET', lotteryPaths.vnMenu, { value: menu });
    const { unmount } = renderLottery(<LotteryRoutes />, { path: '/vnLottery' });
    expect(await screen.findByRole('heading', { level: 3, name: 'দক্ষিণ (Miền Nam)' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'আজকের ড্র' })).toHaveLength(1);
    unmount();
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby(games) }).on('GET', lotteryPaths.vnMenu, { status: 500, errorCode: 'server.error' });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery', language: 'en' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Vietnam South · TP. Hồ Chí Minh' })).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-vn-group-south')).toBeNull();
  });
});

describe('the betting board', () => {
  it('builds a slip of several lines with its total and posts the body the contract wants; the balance follows', async () => {
    const balanceChanged = jest.fn();
    bus.on('balance:changed', balanceChanged);
    const api = new FakeApi()
      .on('GET', lotteryPaths.lobby, { value: lobby([game()]) })
      .on('POST', lotteryPaths.placeBets, { value: { bets: [{}, {}, {}], balance: 123_400 } });
    const { store } = renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    await screen.findByText('Draw 20261126-0415');
    expect(screen.getByText('Odds 9')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: '50' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('tab', { name: 'Colour' }));
    // Colour pays by what is drawn: a labelled list, never the raw '2/4.5'; the pick's own odds once picked.
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('Odds by what is drawn');
    expect(screen.queryByText(/2\/4\.5/)).not.toBeInTheDocument();
    const colourOdds = screen.getByLabelText('Odds of Colour');
    expect(within(colourOdds).getByText('Red or green').nextSibling).toHaveTextContent('2');
    expect(within(colourOdds).getByText('Red or green on 0 or 5').nextSibling).toHaveTextContent('1.5');
    expect(within(colourOdds).getByText('Violet').nextSibling).toHaveTextContent('4.5');
    await user.click(screen.getByRole('button', { name: 'Violet' }));
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('Odds 4.5');
    await user.click(screen.getByRole('button', { name: '100' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('lottery-slip');
    expect(within(slip).getAllByRole('listitem')).toHaveLength(3);
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('200.00');
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 bets placed on draw 20261126-0415 for');
    expect(api.bodyOf('POST', lotteryPaths.placeBets)).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      gameCode: 'WINGO1',
      drawId: '101',
      bets: [
        { betType: 'number', selection: ['7'], stake: 5_000 },
        { betType: 'number', selection: ['3'], stake: 5_000 },
        { betType: 'colour', selection: ['violet'], stake: 10_000 },
      ],
    });
    const { balanceAtom } = await import('@khela/shared');
    expect(store.get(balanceAtom)).toBe(123_400);
    expect(balanceChanged).toHaveBeenCalledWith({ reason: 'lotteryBet' });
    expect(within(slip).getByText('Your slip is empty')).toBeInTheDocument();
    bus.off('balance:changed', balanceChanged);
  });

  it('counts a lô line one unit per number, so its cost is stake × numbers', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, {
      value: lobby([game({ gameCode: 'VNF', kind: 'vn_fast', area: 'VN', name: 'VN fast', betTypes: [{ betType: 'lo2', odds: '99', oddsAlt: null, minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 }], lastDraw: null })]),
    });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery?gameCode=VNF', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Head 2x' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('lottery-slip');
    expect(within(slip).getByText('Lô 2 số: 20 21 22 23 24 25 26 27 28 29')).toBeInTheDocument();
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('100.00');
  });

  it('freezes in the last seconds: Place is disabled with a message saying why', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()], '2026-11-26T10:00:57.000Z') });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    expect(await screen.findByText(/Betting on this draw has closed/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(within(screen.getByTestId('lottery-slip')).getByRole('button', { name: 'Place bets' })).toBeDisabled();
  });

  it('shows the api’s refusal in its words and keeps the slip', async () => {
    new FakeApi()
      .on('GET', lotteryPaths.lobby, { value: lobby([game()]) })
      .on('POST', lotteryPaths.placeBets, { status: 400, errorCode: 'lottery.limit.number', message: 'Number 7 has reached its most paid per draw (1,000,000.00)' });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Number 7 has reached its most paid per draw (1,000,000.00)');
    expect(within(screen.getByTestId('lottery-slip')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a retry after a network failure sends the same request id; a changed slip and the next slip get new ones', async () => {
    const api = new FakeApi()
      .on('GET', lotteryPaths.lobby, { value: lobby([game()]) })
      .on(
        'POST',
        lotteryPaths.placeBets,
        () => {
          throw new TypeError('Failed to fetch');
        },
        { value: { bets: [{}], balance: 100_000 } },
        { value: { bets: [{}, {}], balance: 90_000 } },
      );
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('lottery-slip');
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('status')).toHaveTextContent('bets placed on draw 20261126-0415');
    const ids = () => api.requests('POST', lotteryPaths.placeBets).map((request) => (request.body as { requestId: string }).requestId);
    expect(ids()).toHaveLength(2);
    expect(ids()[1]).toBe(ids()[0]);
    // After the success the next slip is a new submission.
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(ids()[2]).not.toBe(ids()[0]);
  });

  it('a slip changed after a failure is a new submission', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()]) }).on('POST', lotteryPaths.placeBets, { status: 502, errorCode: 'network', message: 'The network failed' });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('lottery-slip');
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await screen.findByRole('alert');
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    const ids = () => api.requests('POST', lotteryPaths.placeBets).map((request) => (request.body as { requestId: string }).requestId);
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(ids()[1]).toBe(ids()[0]);
    expect(ids()[2]).not.toBe(ids()[0]);
  });

  it('SEA 4D iPerm: a typed number is one unit at the stake, its odds each prize divided by its orderings', async () => {
    const rule = { oddsAlt: null, minStake: 1_000, maxStake: 80_000, maxPayoutPerNumber: 100_000_000 };
    new FakeApi().on('GET', lotteryPaths.lobby, {
      value: lobby([game({ gameCode: 'SEA', kind: 'sea4d', area: 'SEA', name: 'SEA 4D', betTypes: [{ betType: 'iperm_big', odds: '2500/1000/500/180/60', ...rule }, { betType: 'iperm_small', odds: '3500/2000/1000', ...rule }], lastDraw: null })]),
    });
    renderLottery(<LotteryRoutes />, { path: '/seaLottery?gameCode=SEA', language: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'iPerm Big' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/wins when any order of it is one of the 23 prizes/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Number (4 digits)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('104.16 / 41.66 / 20.83 / 7.5 / 2.5');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('lottery-slip');
    expect(within(slip).getByText('iPerm Big: 1234')).toBeInTheDocument();
    expect(within(slip).getByTestId('slip-total')).toHaveTextContent('10.00');
  });

  it('SEA 4D in Bengali: the number field names its digit count in Bengali digits', async () => {
    const rule = { oddsAlt: null, minStake: 1_000, maxStake: 80_000, maxPayoutPerNumber: 100_000_000 };
    new FakeApi().on('GET', lotteryPaths.lobby, {
      value: lobby([game({ gameCode: 'SEA', kind: 'sea4d', area: 'SEA', name: 'SEA 4D', betTypes: [{ betType: 'iperm_big', odds: '2500/1000/500/180/60', ...rule }], lastDraw: null })]),
    });
    renderLottery(<LotteryRoutes />, { path: '/seaLottery?gameCode=SEA', language: 'bn' });
    expect(await screen.findByLabelText('সংখ্যা (৪ অঙ্ক)')).toBeInTheDocument();
  });

  it('refreshes when /ws says a draw of this game changed', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()]) });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1', language: 'en' });
    await screen.findByText('Draw 20261126-0415');
    const before = api.requests('GET', lotteryPaths.lobby).length;
    act(() => bus.emit('socket:message', { type: 'lottery.draw', gameCode: 'OTHER', drawId: '1', drawNo: 'x', status: 'drawn' }));
    act(() => bus.emit('socket:message', { type: 'lottery.draw', gameCode: 'WINGO1', drawId: '101', drawNo: '20261126-0415', status: 'drawn' }));
    await waitFor(() => expect(api.requests('GET', lotteryPaths.lobby)).toHaveLength(before + 1));
  });
});

describe('the verification view', () => {
  const seed = 'f00d'.repeat(16);
  const drawn = (fields: Parameters<typeof draw>[0] = {}) => {
    const result = deriveLotteryResult('wingo', seed, lotteryDrawKey('WINGO1', '20261126-0414'));
    return draw({ id: '100', drawNo: '20261126-0414', status: 'settled', seed, seedHash: lotterySeedHash(seed), result, ...fields });
  };

  it('recomputes a drawn draw in the browser: the seed matches its hash and the result matches', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()]) }).on('GET', verifyPath('100'), { value: drawn() });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1&view=verify&drawId=100', language: 'en' });
    expect(await screen.findByTestId('verify-hash')).toHaveTextContent('The seed matches the published hash');
    expect(screen.getByTestId('verify-result')).toHaveTextContent('The recomputed result matches the published result');
    expect(screen.getByText('WINGO1:20261126-0414')).toBeInTheDocument();
  });

  it('says so when the published result or hash is not what the seed gives', async () => {
    const real = deriveLotteryResult('wingo', seed, lotteryDrawKey('WINGO1', '20261126-0414')).tiers[0]!.numbers[0]!;
    const other = String((Number(real) + 1) % 10);
    new FakeApi()
      .on('GET', lotteryPaths.lobby, { value: lobby([game()]) })
      .on('GET', verifyPath('100'), { value: drawn({ seedHash: 'ab'.repeat(32), result: { tiers: [{ tier: 'number', numbers: [other] }] } }) });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1&view=verify&drawId=100', language: 'en' });
    expect(await screen.findByTestId('verify-hash')).toHaveTextContent('The seed does not match the published hash');
    expect(screen.getByTestId('verify-result')).toHaveTextContent('does not match the published result');
  });

  it('checks any pasted seed and draw key', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game({ lastDraw: null })]) });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1&view=verify', language: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Server seed'), seed);
    await user.type(screen.getByLabelText('Draw key'), 'WINGO1:20261126-0414');
    await user.type(screen.getByLabelText('Published seed hash'), lotterySeedHash(seed));
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    const verdict = screen.getByTestId('verify-free');
    expect(within(verdict).getByText(lotterySeedHash(seed))).toBeInTheDocument();
    expect(within(verdict).getByTestId('verify-free-hash')).toHaveTextContent('The seed matches the published hash');
  });
});

describe('odds, prize tables and digits', () => {
  const k3 = () =>
    game({
      gameCode: 'K3_3',
      kind: 'k3',
      name: 'K3 3 min',
      betTypes: [{ betType: 'sum', odds: '207.36/69.12/34.56/20.74/13.83/9.88/8.3/7.68', oddsAlt: null, minStake: 1_000, maxStake: 400_000, maxPayoutPerNumber: 100_000_000 }],
    });

  it('shows the odds of the picked K3 sum and the sums’ odds as a labelled list, on the board and the rules', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([k3()]) });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=K3_3', language: 'en' });
    await screen.findByText('Draw 20261126-0415');
    const list = screen.getByLabelText('Odds of Sum');
    expect(within(list).getByText('Sum 3 or 18').nextSibling).toHaveTextContent('207.36');
    expect(within(list).getByText('Sum 10 or 11').nextSibling).toHaveTextContent('7.68');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('Odds 9.88');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('8: odds 9.88 · 3: odds 207.36');
    await user.click(screen.getByRole('link', { name: 'Rules' }));
    const rules = await screen.findByTestId('lottery-rules');
    expect(within(rules).getByLabelText('Odds of Sum')).toHaveTextContent('Sum 9 or 12');
    expect(within(rules).queryByText(/207\.36\//)).not.toBeInTheDocument();
  });

  const vnResult = {
    tiers: [
      { tier: 'special', numbers: ['12345'] },
      { tier: 'first', numbers: ['67890'] },
      { tier: 'second', numbers: ['11111', '22222'] },
      { tier: 'third', numbers: ['30001', '30002', '30003', '30004', '30005', '30006'] },
      { tier: 'fourth', numbers: ['4001', '4002', '4003', '4004'] },
      { tier: 'fifth', numbers: ['5001', '5002', '5003', '5004', '5005', '5006'] },
      { tier: 'sixth', numbers: ['601', '602', '603'] },
      { tier: 'seventh', numbers: ['71', '72', '73', '74'] },
    ],
  };
  const vnGame = () =>
    game({
      gameCode: 'VNF',
      kind: 'vn_fast',
      area: 'VN',
      name: 'VN fast',
      betTypes: [{ betType: 'de', odds: '95', oddsAlt: null, minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 }],
      lastDraw: draw({ id: '90', drawNo: '20261126-0410', status: 'settled', seed: 'cd'.repeat(32), result: vnResult }),
    });

  it('opens a VN draw’s whole prize table from the board, and shows it whole in the results', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([vnGame()]) });
    api.on('GET', lotteryPaths.results, { value: { records: [vnGame().lastDraw!], pageNo: 1, pageSize: 20, totalPages: 1, totalRecords: 1 } });
    renderLottery(<LotteryRoutes />, { path: '/vnLottery?gameCode=VNF', language: 'en' });
    const prizes = await screen.findByTestId('lottery-all-prizes');
    expect(within(prizes).getByText('All prizes')).toBeInTheDocument();
    expect(within(prizes).getByRole('rowheader', { name: '7th prize' }).nextSibling).toHaveTextContent('71 · 72 · 73 · 74');
    expect(within(prizes).getAllByRole('row')).toHaveLength(8);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Results' }));
    const results = await screen.findByTestId('lottery-results');
    await waitFor(() => expect(within(results).getByRole('rowheader', { name: '3rd prize' })).toBeInTheDocument());
    expect(within(results).getByRole('rowheader', { name: '3rd prize' }).nextSibling).toHaveTextContent('30001 · 30002 · 30003 · 30004 · 30005 · 30006');
    expect(within(results).getByRole('rowheader', { name: 'Special prize' }).nextSibling).toHaveTextContent('12345');
  });

  it('in Bengali shows the countdown and odds in Bengali digits and keeps draw numbers and balls ASCII', async () => {
    new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()]) });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1' });
    await screen.findByText('ড্র 20261126-0415');
    expect(screen.getByRole('timer')).toHaveTextContent('০০:২৫');
    expect(screen.getByTestId('lottery-odds')).toHaveTextContent('অডস ৯');
    expect(screen.getByRole('button', { name: '7' })).toBeInTheDocument();
    expect(screen.getByLabelText('7 সবুজ')).toBeInTheDocument();
  });

  it('in Bengali offers the trend windows in Bengali digits', async () => {
    const api = new FakeApi().on('GET', lotteryPaths.lobby, { value: lobby([game()]) });
    api.on('GET', lotteryPaths.results, { value: { records: [], pageNo: 1, pageSize: 100, totalPages: 0, totalRecords: 0 } });
    renderLottery(<LotteryRoutes />, { path: '/lottery?gameCode=WINGO1&view=results' });
    const trends = await screen.findByTestId('lottery-trends');
    expect(within(trends).getAllByRole('option').map((option) => option.textContent)).toEqual(['শেষ ২০টি', 'শেষ ৫০টি', 'শেষ ১০০টি']);
  });
});

