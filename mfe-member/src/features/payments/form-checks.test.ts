import {
  checkName,
  checkPayerAccount,
  checkPaymentPasswordEntry,
  checkPayoutAccount,
  checkReference,
  checkText,
  cleanAccountNumber,
  firstProblem,
  normalizeReference,
  refusedField,
} from './form-checks';

describe('payment form checks', () => {
  it('wants text present and within its length', () => {
    expect(checkText('  ', 10)).toBe('required');
    expect(checkText('TX12345678', 10)).toBeNull();
    expect(checkText('TX123456789', 10)).toBe('tooLong');
  });

  it('wants a name of 2 to 100 characters', () => {
    expect(checkName(' ')).toBe('required');
    expect(checkName('R')).toBe('nameFormat');
    expect(checkName('  Rahim   Uddin ')).toBeNull();
    expect(checkName('x'.repeat(101))).toBe('nameFormat');
  });

  it('reads a transaction id as the statement prints it', () => {
    expect(normalizeReference(' 8n7a 6b5c ')).toBe('8N7A6B5C');
    expect(checkReference('')).toBe('required');
    expect(checkReference('ab1')).toBe('referenceFormat');
    expect(checkReference('TX#1234')).toBe('referenceFormat');
    expect(checkReference('8n7a-6b5c')).toBeNull();
  });

  it('takes account numbers as digits, however they were typed', () => {
    expect(cleanAccountNumber('017-1234 5678')).toBe('01712345678');
    expect(cleanAccountNumber('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(checkPayerAccount('')).toBe('required');
    expect(checkPayerAccount('0171234567a')).toBe('accountFormat');
    expect(checkPayerAccount('12345')).toBe('accountFormat');
    expect(checkPayerAccount('1'.repeat(21))).toBe('accountFormat');
    expect(checkPayerAccount('017 1234 5678')).toBeNull();
  });

  it('checks a payout account against its channel pattern', () => {
    const mobile = '^01[3-9][0-9]{8}$';
    expect(checkPayoutAccount('017 1234 5678', mobile)).toBeNull();
    expect(checkPayoutAccount('01212345678', mobile)).toBe('payoutAccountFormat');
    expect(checkPayoutAccount('12345678', undefined)).toBeNull();
    expect(checkPayoutAccount('12345678', '([')).toBeNull();
    expect(checkPayoutAccount(' ', mobile)).toBe('required');
  });

  it('wants the 6-digit payment password', () => {
    expect(checkPaymentPasswordEntry('')).toBe('paymentPasswordRequired');
    expect(checkPaymentPasswordEntry('12345')).toBe('paymentPasswordRule');
    expect(checkPaymentPasswordEntry('123456')).toBeNull();
  });

  it('finds the first field with a problem in form order, and the field an api refusal names', () => {
    expect(firstProblem(['amount', 'password'], { password: 'required' })).toBe('password');
    expect(firstProblem(['amount', 'password'], {})).toBeUndefined();
    expect(refusedField({ field: 'reference' }, ['reference', 'payerAccount'])).toBe('reference');
    expect(refusedField({ field: 'channel' }, ['reference'])).toBeNull();
    expect(refusedField(null, ['reference'])).toBeNull();
  });
});
