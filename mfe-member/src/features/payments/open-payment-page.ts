/** A gateway's payment address when it is an http(s) one, resolved; never a javascript: URL. */
export function paymentPageHref(payUrl: string): string | null {
  try {
    const target = new URL(payUrl, window.location.href);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}

/** Leaves for the gateway's payment page in the same tab (a phone blocks a window opened after an await). */
export function openPaymentPage(payUrl: string): boolean {
  const href = paymentPageHref(payUrl);
  if (!href) return false;
  window.location.assign(href);
  return true;
}
