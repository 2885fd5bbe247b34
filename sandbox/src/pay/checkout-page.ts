import type { PayLanguage, PayOrder } from './pay-orders';
import { escapeHtml } from '@khela/server-kit/pages';

const TEXT = {
  bn: {
    title: 'স্যান্ডবক্স পেমেন্ট গেটওয়ে',
    merchant: 'মার্চেন্ট',
    order: 'অর্ডার নম্বর',
    channel: 'পদ্ধতি',
    amount: 'পরিমাণ',
    confirm: 'পেমেন্ট নিশ্চিত করুন',
    cancel: 'বাতিল করুন',
    note: 'এটি একটি পরীক্ষামূলক গেটওয়ে: কোনো আসল টাকা লেনদেন হয় না।',
    PAID: 'পেমেন্ট সম্পন্ন হয়েছে।',
    CANCELLED: 'পেমেন্ট বাতিল করা হয়েছে।',
    FAILED: 'পেমেন্টের মেয়াদ শেষ হয়ে গেছে।',
    back: 'সাইটে ফিরে যান',
    other: 'English',
  },
  en: {
    title: 'Sandbox payment gateway',
    merchant: 'Merchant',
    order: 'Order number',
    channel: 'Method',
    amount: 'Amount',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    note: 'This is a test gateway: no real money moves.',
    PAID: 'The payment is complete.',
    CANCELLED: 'The payment was cancelled.',
    FAILED: 'The payment has expired.',
    back: 'Back to the site',
    other: 'বাংলা',
  },
} as const;

const CHANNELS: Record<string, string> = { BKASH: 'bKash', NAGAD: 'Nagad', ROCKET: 'Rocket', BANK: 'Bank' };
const SYMBOLS: Record<string, string> = { BDT: '৳' };
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Minor units as the payer reads them: ৳1,000.00, with Bengali digits on the Bengali page. */
export function formatPayAmount(minor: string, currency: string, lang: PayLanguage): string {
  const value = BigInt(minor);
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${SYMBOLS[currency] ?? `${currency} `}${whole}.${(value % 100n).toString().padStart(2, '0')}`;
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;
}

/**
 * The payer's page: what is being paid and to whom, confirm or cancel (plain form posts, no
 * script: it works on any phone). A decided order shows its outcome and the way back.
 */
export function checkoutPage(order: PayOrder, lang: PayLanguage, nonce: string): string {
  const t = TEXT[lang];
  const other: PayLanguage = lang === 'bn' ? 'en' : 'bn';
  const action = (what: string) => `/pay/checkout/${encodeURIComponent(order.tradeNo)}/${what}`;
  const rows: Array<[id: string, name: string, value: string]> = [
    ['pay-merchant', t.merchant, order.merchantId],
    ['pay-order', t.order, order.orderNo],
    ['pay-channel', t.channel, CHANNELS[order.channel] ?? order.channel],
    ['pay-amount', t.amount, formatPayAmount(order.amount, order.currency, lang)],
  ];
  const body =
    order.status === 'PENDING'
      ? `<form method="post" action="${action('confirm')}"><input type="hidden" name="lang" value="${lang}">
  <button id="pay-confirm" type="submit">${t.confirm}</button></form>
<form method="post" action="${action('cancel')}"><input type="hidden" name="lang" value="${lang}">
  <button id="pay-cancel" type="submit" class="secondary">${t.cancel}</button></form>`
      : `<p id="pay-status" data-status="${order.status}">${t[order.status]}</p>
<p><a id="pay-back" href="${escapeHtml(order.returnUrl)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f4f6f8;color:#1b1f23}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px}dt{color:#57606a}dd{margin:0;font-weight:600}
button{width:100%;padding:12px;margin-top:8px;border:0;border-radius:6px;font-size:16px;background:#e2136e;color:#fff}
button.secondary{background:#eaeef2;color:#1b1f23}small{color:#57606a}
</style></head>
<body><main>
<p style="text-align:right"><a id="pay-lang" href="?lang=${other}">${t.other}</a></p>
<h1 style="font-size:20px">${t.title}</h1>
<dl>${rows.map(([id, name, value]) => `<dt>${name}</dt><dd id="${id}">${escapeHtml(value)}</dd>`).join('')}</dl>
${body}
<p><small>${t.note}</small></p>
</main></body></html>`;
}
