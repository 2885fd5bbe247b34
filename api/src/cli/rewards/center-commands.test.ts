import { parseOperatorCommand } from '../operator-command';

const parse = (line: string) => parseOperatorCommand(['rewards', ...line.split(' ')]);

describe('operator rewards gift', () => {
  test('a cash gift with wagering, or points, as the /ops call the server records', () => {
    expect(parse('gift rahim01 150.50 --title-en Sorry --title-bn দুঃখিত --multiple 2.5 --categories rng,LIVE --days 5 --request-id g-1 --reason late')).toMatchObject({
      kind: 'rewards',
      verb: 'gift',
      merchant: 'khela',
      http: {
        method: 'POST',
        path: '/ops/rewards/center/items',
        body: { merchant: 'khela', account: 'rahim01', amountKind: 'cash', amount: 15_050, multipleX100: 250, categories: ['RNG', 'LIVE'], expiryDays: 5, titleEn: 'Sorry', titleBn: 'দুঃখিত', requestId: 'g-1', reason: 'late' },
      },
    });
    const points = parse('gift rahim01 --points 500 --title-en Points --title-bn পয়েন্ট --merchant khela2');
    expect(points).toMatchObject({ merchant: 'khela2', http: { body: { amountKind: 'points', amount: 500, merchant: 'khela2' } } });
    expect((points as { database?: unknown }).database).toBeUndefined();
    expect(typeof (points as unknown as { http: { body: { requestId: string } } }).http.body.requestId).toBe('string');
  });

  test.each([
    ['gift', /ACCOUNT/],
    ['gift rahim01 --title-en a --title-bn b', /TAKA or --points/],
    ['gift rahim01 10 --points 5 --title-en a --title-bn b', /not both/],
    ['gift rahim01 10 --title-en a', /--title-bn/],
    ['gift rahim01 ten --title-en a --title-bn b', /amount in taka/],
    ['gift rahim01 --points 1.5 --title-en a --title-bn b', /whole number/],
    ['gift rahim01 --points 5 --multiple 2 --title-en a --title-bn b', /no wagering/],
    ['gift rahim01 10 --multiple x --title-en a --title-bn b', /--multiple/],
    ['gift rahim01 10 --title-en a --title-bn b --request-id has.dot', /--request-id/],
  ])('%s is refused: %p', (line, message) => {
    expect(() => parse(line)).toThrow(message);
  });
});

test('rewards options: --name value, --name=value, and a bare --database at the end', () => {
  expect(parseOperatorCommand(['rewards', 'feed', '--merchant=khela2'])).toMatchObject({ verb: 'feed', merchant: 'khela2' });
  expect(parseOperatorCommand(['rewards', 'feed', '--merchant', 'khela2', '--database'])).toMatchObject({ verb: 'feed', merchant: 'khela2' });
});
