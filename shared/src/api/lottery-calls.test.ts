import { LOTTERY_PATHS } from '@khela/contracts';
import { FakeApi } from '../testing/fake-api';
import { lotteryCalls } from './lottery-calls';

describe('the lottery calls', () => {
  it('ask for a draw by id, an area’s lobby and a page of results, and post the slip as it is', async () => {
    const fake = new FakeApi()
      .on('GET', '/lgw/lottery/draws/42', { value: { id: '42' } })
      .on('GET', LOTTERY_PATHS.lobby, { value: { serverTime: '2026-11-26T10:00:00.000Z', games: [] } })
      .on('GET', LOTTERY_PATHS.results, { value: { records: [], pageNo: 2, pageSize: 10, total: 0, totalPages: 0 } })
      .on('POST', LOTTERY_PATHS.placeBets, { status: 400, errorCode: 'lottery.draw.closed', message: 'Betting on this draw has closed' });
    expect(await lotteryCalls.draw('42')).toEqual({ ok: true, value: { id: '42' } });
    await lotteryCalls.lobby('VN');
    await lotteryCalls.results({ gameCode: 'WINGO1', pageNo: 2, pageSize: 10 });
    const body = { requestId: '6f1c2a4e-0b7d-4c1e-9f3a-2d5e8b7c1a90', gameCode: 'WINGO1', drawId: '9', bets: [{ betType: 'number', selection: ['7'], stake: 1000 }] };
    const placed = await lotteryCalls.placeBets(body);
    expect(fake.requests('GET', LOTTERY_PATHS.lobby)[0]!.query.get('area')).toBe('VN');
    expect(Object.fromEntries(fake.requests('GET', LOTTERY_PATHS.results)[0]!.query)).toEqual({ gameCode: 'WINGO1', pageNo: '2', pageSize: '10' });
    expect(fake.bodyOf('POST', LOTTERY_PATHS.placeBets)).toEqual(body);
    expect(placed.ok).toBe(false);
    if (!placed.ok) expect(placed.error.message).toBe('Betting on this draw has closed');
  });
});
