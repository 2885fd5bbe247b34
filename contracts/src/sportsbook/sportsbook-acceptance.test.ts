import { decideAcceptance, type AcceptanceInput } from './sportsbook-acceptance';

const base: AcceptanceInput = { policy: 'ask', eventState: 'live', marketState: 'open', seenPrice: 1_900_000n, currentPrice: 1_900_000n };

describe('odds-move acceptance', () => {
  it('takes an unchanged price under every policy', () => {
    for (const policy of ['any', 'better', 'ask'] as const) expect(decideAcceptance({ ...base, policy })).toEqual({ accept: true, price: 1_900_000n });
  });

  it.each([
    // policy, current price, decision
    ['any', 2_000_000n, { accept: true, price: 2_000_000n }],
    ['any', 1_800_000n, { accept: true, price: 1_800_000n }],
    ['better', 2_000_000n, { accept: true, price: 2_000_000n }],
    ['better', 1_800_000n, { accept: false, reason: 'price_changed', currentPrice: 1_800_000n }],
    ['ask', 2_000_000n, { accept: false, reason: 'price_changed', currentPrice: 2_000_000n }],
    ['ask', 1_800_000n, { accept: false, reason: 'price_changed', currentPrice: 1_800_000n }],
  ] as const)('%s, seen 1.90, now %s', (policy, currentPrice, decision) => {
    expect(decideAcceptance({ ...base, policy, currentPrice })).toEqual(decision);
  });

  it('for a session NO rate, lower is better', () => {
    const no = { ...base, policy: 'better' as const, better: 'lower' as const, seenPrice: 110n, currentPrice: 100n };
    expect(decideAcceptance(no)).toEqual({ accept: true, price: 100n });
    expect(decideAcceptance({ ...no, currentPrice: 120n })).toMatchObject({ accept: false, reason: 'price_changed' });
  });

  it('refuses a suspended market, a closed market, an event not open and a moved line, whatever the policy', () => {
    expect(decideAcceptance({ ...base, policy: 'any', marketState: 'suspended' })).toEqual({ accept: false, reason: 'market_suspended' });
    expect(decideAcceptance({ ...base, policy: 'any', marketState: 'settled' })).toEqual({ accept: false, reason: 'market_closed' });
    expect(decideAcceptance({ ...base, policy: 'any', marketState: 'voided' })).toEqual({ accept: false, reason: 'market_closed' });
    expect(decideAcceptance({ ...base, policy: 'any', eventState: 'suspended' })).toEqual({ accept: false, reason: 'event_not_open' });
    expect(decideAcceptance({ ...base, policy: 'any', eventState: 'ended' })).toEqual({ accept: false, reason: 'event_not_open' });
    expect(decideAcceptance({ ...base, policy: 'any', seenLine: '-0.25', currentLine: '-0.5' })).toMatchObject({ accept: false, reason: 'line_changed' });
    expect(decideAcceptance({ ...base, eventState: 'scheduled', seenLine: '2.5', currentLine: '2.5' })).toEqual({ accept: true, price: 1_900_000n });
  });
});
