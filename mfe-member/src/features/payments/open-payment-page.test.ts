import { paymentPageHref } from './open-payment-page';

describe('the gateway payment address', () => {
  it('follows only http(s) addresses', () => {
    expect(paymentPageHref('https://pay.example/D1?x=1')).toBe('https://pay.example/D1?x=1');
    expect(paymentPageHref('/sandbox/pay/D1')).toBe('http://localhost/sandbox/pay/D1');
    expect(paymentPageHref('javascript:alert(1)')).toBeNull();
    expect(paymentPageHref('data:text/html,hi')).toBeNull();
  });
});
