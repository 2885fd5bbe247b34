import { canonicalString, hasValidSignature, signFields, withSignature } from './gateway/gateway-signature';
import { imageTypeOf } from './upline/proof-images';
import { formatAmount } from './shared/money';
import { maskAccountNumber } from './withdrawals/payout-accounts';

describe('the gateway signature (docs/payments.md)', () => {
  test('matches the documented vector, the same the sandbox gateway checks', () => {
    expect(canonicalString({ orderNo: 'D1', merchantId: 'khela', amount: '100', sign: 'ignored', empty: '' })).toBe('amount=100&merchantId=khela&orderNo=D1');
    expect(signFields({ merchantId: 'khela', amount: '100', orderNo: 'D1' }, 'secret')).toBe('3613c4c0f37b46762a1ff117cac32f29fe06234e0537b3d42df64ef8d72e7ce5');
  });

  test('any changed field, another secret or a malformed signature fails', () => {
    const fields = withSignature({ orderNo: 'D1', amount: '100' }, 'secret');
    expect(hasValidSignature(fields, 'secret')).toBe(true);
    expect(hasValidSignature({ ...fields, amount: '1000' }, 'secret')).toBe(false);
    expect(hasValidSignature({ ...fields, extra: 'added' }, 'secret')).toBe(false);
    expect(hasValidSignature(fields, 'other')).toBe(false);
    expect(hasValidSignature({ ...fields, sign: fields.sign.toUpperCase() }, 'secret')).toBe(false);
    expect(hasValidSignature({ ...fields, sign: undefined }, 'secret')).toBe(false);
  });
});

describe('small rules', () => {
  test('proof images are known by their first bytes', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });

  test('amounts in messages and masked account numbers', () => {
    expect(formatAmount(250_000_000n, '৳')).toBe('৳2,500,000.00');
    expect(formatAmount(5n)).toBe('0.05');
    expect(maskAccountNumber('01711223344')).toBe('*******3344');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
