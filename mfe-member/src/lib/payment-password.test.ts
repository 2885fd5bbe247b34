import { checkPaymentPassword, paymentPasswordBody } from './payment-password';

describe('payment password checks', () => {
  it('setting asks for the login password, 6 digits and an equal confirmation', () => {
    expect(checkPaymentPassword('set', { current: '', next: '', confirm: '' })).toEqual({ current: 'loginPasswordRequired', next: 'rule', confirm: 'mismatch' });
    expect(checkPaymentPassword('set', { current: 'Secret1', next: '12345', confirm: '12345' })).toEqual({ next: 'rule' });
    expect(checkPaymentPassword('set', { current: 'Secret1', next: '1234567', confirm: '1234567' })).toEqual({ next: 'rule' });
    expect(checkPaymentPassword('set', { current: 'Secret1', next: '12345a', confirm: '12345a' })).toEqual({ next: 'rule' });
    expect(checkPaymentPassword('set', { current: 'Secret1', next: '123456', confirm: '123465' })).toEqual({ confirm: 'mismatch' });
    expect(checkPaymentPassword('set', { current: 'Secret1', next: '123456', confirm: '123456' })).toEqual({});
  });

  it('changing asks for the old payment password and a different new one', () => {
    expect(checkPaymentPassword('change', { current: '', next: '123456', confirm: '123456' })).toEqual({ current: 'oldRequired' });
    expect(checkPaymentPassword('change', { current: '123456', next: '123456', confirm: '123456' })).toEqual({ next: 'sameAsOld' });
    expect(checkPaymentPassword('change', { current: '123456', next: '654321', confirm: '654321' })).toEqual({});
  });

  it('sends the proof the server wants for the mode', () => {
    expect(paymentPasswordBody('set', { current: 'Secret1', next: '123456', confirm: '123456' })).toEqual({ loginPassword: 'Secret1', newPaymentPassword: '123456' });
    expect(paymentPasswordBody('change', { current: '123456', next: '654321', confirm: '654321' })).toEqual({ oldPaymentPassword: '123456', newPaymentPassword: '654321' });
  });
});
