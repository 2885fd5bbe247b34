import { percentToFraction, takaToMinor, tiersFromDrafts } from './tier-input';

test('a percentage becomes an exact fraction', () => {
  expect(percentToFraction('0.15')).toBe('0.0015');
  expect(percentToFraction('12.5')).toBe('0.125');
  expect(percentToFraction('100')).toBe('1');
  expect(percentToFraction('0.0001')).toBe('0.000001');
  expect(percentToFraction('1e2')).toBeNull();
  expect(percentToFraction('0.00001')).toBeNull();
});

test('taka become poisha', () => {
  expect(takaToMinor('1,500.5')).toBe(150_050);
  expect(takaToMinor('0')).toBe(0);
  expect(takaToMinor('-1')).toBeNull();
  expect(takaToMinor('1.234')).toBeNull();
});

test('drafts become tiers, or the first field that is not a number', () => {
  expect(tiersFromDrafts([{ turnover: '1000', netLoss: '5', activeMembers: '3', rate: '0.2' }], 'P', false)).toEqual([{ turnover: 100_000, activeMembers: 3, rateType: 'P', rate: '0.002' }]);
  expect(tiersFromDrafts([{ turnover: '0', netLoss: '5', activeMembers: '0', rate: '20' }], 'P', true)).toEqual([{ turnover: 0, activeMembers: 0, rateType: 'P', rate: '0.2', netLoss: 500 }]);
  expect(tiersFromDrafts([{ turnover: '0', netLoss: '0', activeMembers: '0', rate: '50' }], 'F', false)).toEqual([{ turnover: 0, activeMembers: 0, rateType: 'F', rate: '5000' }]);
  expect(tiersFromDrafts([{ turnover: '0', netLoss: '0', activeMembers: '0', rate: '1' }, { turnover: 'x', netLoss: '0', activeMembers: '0', rate: '2' }], 'P', false)).toEqual({ tier: 2, field: 'turnover' });
  expect(tiersFromDrafts([{ turnover: '0', netLoss: '0', activeMembers: '0', rate: '' }], 'P', false)).toEqual({ tier: 1, field: 'rate' });
});

test('Bengali digits, as a Bengali keyboard types them, are read as numbers', () => {
  expect(takaToMinor('৫,০০০.৫')).toBe(500_050);
  expect(percentToFraction('০.২')).toBe('0.002');
  expect(tiersFromDrafts([{ turnover: '৫০০০', netLoss: '০', activeMembers: '৩', rate: '১.৫' }], 'P', false)).toEqual([{ turnover: 500_000, activeMembers: 3, rateType: 'P', rate: '0.015' }]);
});
