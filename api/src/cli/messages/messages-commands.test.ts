import { parseOperatorCommand } from '../operator-command';

const parse = (line: string) => parseOperatorCommand(['messages', ...line.split(' ')]);
const texts = '--title-en Hello --title-bn নমস্কার --content-en Hi --content-bn হাই';

describe('operator messages', () => {
  test('broadcast to the brand, a VIP range or named members, as the /ops call the server records', () => {
    expect(parse(`broadcast brand ${texts} --request-id b-1`)).toMatchObject({
      kind: 'rewards',
      verb: 'broadcast',
      http: { method: 'POST', path: '/ops/messages/broadcasts', body: { merchant: 'khela', target: 'BRAND', title: { en: 'Hello', bn: 'নমস্কার' }, content: { en: 'Hi', bn: 'হাই' }, requestId: 'b-1' } },
    });
    expect(parse(`broadcast vip ${texts} --levels 2-4 --merchant khela2`)).toMatchObject({ http: { body: { merchant: 'khela2', target: 'VIP', vipMin: 2, vipMax: 4 } } });
    expect(parse(`broadcast vip ${texts} --levels 3`)).toMatchObject({ http: { body: { vipMin: 3, vipMax: 3 } } });
    const members = parse(`broadcast members ${texts} --accounts rahim01,karim02`);
    expect(members).toMatchObject({ http: { body: { target: 'MEMBERS', accounts: ['rahim01', 'karim02'] } } });
    expect((members as { database?: unknown }).database).toBeUndefined();
  });

  test('list and withdraw', () => {
    const list = parse('broadcasts --page 2 --page-size 50');
    expect(list).toMatchObject({ verb: 'broadcasts', http: { method: 'GET', path: '/ops/messages/broadcasts?merchant=khela&pageNo=2&pageSize=50' } });
    expect(typeof (list as { database?: unknown }).database).toBe('function');
    expect(parse('withdraw 42')).toMatchObject({ http: { method: 'POST', path: '/ops/messages/broadcasts/42/withdraw' } });
  });

  test.each([
    ['broadcast', /brand, vip or members/],
    ['broadcast everyone --title-en a', /brand, vip or members/],
    ['broadcast brand --title-en a --title-bn b --content-en c', /--content-bn/],
    [`broadcast vip ${texts}`, /--levels N or N-M/],
    [`broadcast brand ${texts} --levels 2`, /vip broadcast only/],
    [`broadcast members ${texts}`, /--accounts/],
    ['withdraw abc', /BROADCAST_ID/],
    ['shout', /messages needs one of/],
  ])('%s is refused: %p', (line, message) => {
    expect(() => parse(line)).toThrow(message);
  });
});
