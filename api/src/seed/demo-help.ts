import type { Db, Queryable } from '../platform/db/db';
import { upsertHelpSection } from '../domains/messages/messages-writer';
import { seedOnce } from './seed-once';

/** The marker of the demo brand's full help center (docs/feedback-help.md "Demo content"). */
export const DEMO_HELP_SEED = 'demo-help-v1';

/** The first demo's placeholder sections this help center replaces. */
const REPLACED_KEYS = ['about', 'faq', 'responsible'];

/**
 * The demo brand's help center in Bengali and English: deposits, withdrawals, bonuses and wagering,
 * account security, safer gambling, contact, then the terms (/help#term) and privacy. Operators
 * edit it afterwards with /ops/help-sections and `operator help-center`.
 */
export const DEMO_HELP_SECTIONS = [
  {
    key: 'deposits',
    title: { bn: 'জমা (ডিপোজিট)', en: 'Deposits' },
    content: {
      bn: '<h4>কিভাবে জমা দেবেন</h4><ol><li>সদস্য কেন্দ্রে <strong>জমা</strong> খুলুন।</li><li>বিকাশ, নগদ বা রকেট থেকে একটি চ্যানেল বেছে নিন।</li><li>পরিমাণ লিখুন এবং দেখানো নম্বরে টাকা পাঠান; রেফারেন্সে আপনার জমার কোড লিখুন।</li><li>লেনদেন আইডি (TrxID) দিয়ে জমা নিশ্চিত করুন।</li></ol><p>সাধারণত কয়েক মিনিটের মধ্যে ব্যালেন্সে টাকা আসে। সর্বনিম্ন ও সর্বোচ্চ পরিমাণ প্রতিটি চ্যানেলের পাশে দেখানো থাকে।</p><p><strong>টাকা আসেনি?</strong> জমার রেকর্ডে অবস্থা দেখুন। ৩০ মিনিটের বেশি &quot;প্রক্রিয়াধীন&quot; থাকলে লেনদেন আইডি সহ গ্রাহক সেবায় যোগাযোগ করুন।</p>',
      en: '<h4>How to deposit</h4><ol><li>Open <strong>Deposit</strong> in the member center.</li><li>Choose a channel: bKash, Nagad or Rocket.</li><li>Enter the amount and send the money to the number shown; write your deposit code in the reference.</li><li>Confirm the deposit with the transaction ID (TrxID).</li></ol><p>Money usually reaches your balance within a few minutes. The lowest and highest amounts are shown beside each channel.</p><p><strong>Money not arrived?</strong> Check its status in the deposit record. If it stays &quot;In process&quot; for more than 30 minutes, contact customer service with the transaction ID.</p>',
    },
  },
  {
    key: 'withdrawals',
    title: { bn: 'উত্তোলন', en: 'Withdrawals' },
    content: {
      bn: '<h4>কিভাবে টাকা তুলবেন</h4><ol><li>আমার অ্যাকাউন্টে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।</li><li>উত্তোলন পাতায় আপনার বিকাশ/নগদ অ্যাকাউন্ট যুক্ত করুন (নাম আপনার নিজের হতে হবে)।</li><li>পরিমাণ ও পেমেন্ট পাসওয়ার্ড দিয়ে অনুরোধ পাঠান।</li></ol><p>অনুরোধ অনুমোদনের পর টাকা পাঠানো হয়। বোনাসের বাজির শর্ত বাকি থাকলে উত্তোলনের আগে তা পূরণ করতে হয় বা বোনাস ছেড়ে দিতে হয়।</p><p>প্রত্যাখ্যাত অনুরোধের কারণ বার্তায় ও উত্তোলনের রেকর্ডে লেখা থাকে, এবং টাকা আপনার ব্যালেন্সে ফেরত আসে।</p>',
      en: '<h4>How to withdraw</h4><ol><li>Set a payment password in My account.</li><li>Add your bKash or Nagad account on the withdraw page (the name must be your own).</li><li>Send the request with the amount and your payment password.</li></ol><p>The money is sent once the request is approved. If a bonus still has wagering to do, finish it or give the bonus up before you withdraw.</p><p>A rejected request says why in your messages and the withdrawal record, and the money goes back to your balance.</p>',
    },
  },
  {
    key: 'bonuses',
    title: { bn: 'বোনাস ও বাজির শর্ত', en: 'Bonuses and wagering' },
    content: {
      bn: '<p>বোনাস পুরস্কার কেন্দ্রে আসে; দাবি করলে তা আপনার ব্যালেন্সে যোগ হয়।</p><h4>বাজির শর্ত (ওয়েজারিং)</h4><p>প্রতিটি বোনাসের একটি গুণক আছে। উদাহরণ: ৳১০০ বোনাস, ১০ গুণ শর্ত — উত্তোলনের আগে মোট ৳১,০০০ বৈধ বাজি ধরতে হবে। বোনাসের বিবরণ পাতায় কতটা বাকি তা দেখা যায়।</p><ul><li>সব খেলা সমানভাবে গণনা হয় না; প্রচারের নিয়মে তা লেখা থাকে।</li><li>মেয়াদ শেষ হলে দাবি না করা বোনাস বাতিল হয়।</li><li>একজন ব্যক্তি, একটি অ্যাকাউন্ট: একাধিক অ্যাকাউন্টের বোনাস বাতিল করা হয়।</li></ul>',
      en: '<p>Bonuses arrive in the reward center; claim one and it is added to your balance.</p><h4>Wagering</h4><p>Every bonus has a multiple. Example: a ৳100 bonus with 10× wagering needs ৳1,000 of valid bets before you withdraw. The bonus details page shows how much is left.</p><ul><li>Not every game counts the same; the promotion&#39;s rules say how.</li><li>A bonus not claimed before it expires is lost.</li><li>One person, one account: bonuses on duplicate accounts are cancelled.</li></ul>',
    },
  },
  {
    key: 'security',
    title: { bn: 'অ্যাকাউন্টের নিরাপত্তা', en: 'Account security' },
    content: {
      bn: '<ul><li>একটি শক্তিশালী পাসওয়ার্ড ব্যবহার করুন যা অন্য কোথাও ব্যবহার করেননি।</li><li>আপনার মোবাইল নম্বর যাচাই করুন: পাসওয়ার্ড ভুলে গেলে এটি দিয়েই ফেরত পাবেন।</li><li>পেমেন্ট পাসওয়ার্ড লগইন পাসওয়ার্ড থেকে আলাদা রাখুন।</li><li>খেলা কখনো আপনার পাসওয়ার্ড, পিন বা OTP চাইবে না। কেউ চাইলে তাকে দেবেন না।</li><li>নতুন ডিভাইস থেকে লগইন হলে আপনি বার্তা পাবেন; চিনতে না পারলে সঙ্গে সঙ্গে পাসওয়ার্ড বদলান।</li></ul>',
      en: '<ul><li>Use a strong password you do not use anywhere else.</li><li>Verify your mobile number: it is how you get back in if you forget your password.</li><li>Keep your payment password different from your login password.</li><li>Khela never asks for your password, PIN or OTP. Never give them to anyone who asks.</li><li>You get a message when a new device signs in; if it was not you, change your password at once.</li></ul>',
    },
  },
  {
    key: 'safer-gambling',
    title: { bn: 'নিরাপদ খেলা', en: 'Safer gambling' },
    content: {
      bn: '<p>খেলা বিনোদনের জন্য, আয়ের উপায় নয়। শুধু ততটাই খেলুন যতটা হারাতে পারেন।</p><ul><li><strong>জমার সীমা:</strong> ২৪ ঘণ্টা, ৭ দিন ও এক মাসের জন্য সীমা ঠিক করুন। কমানো সঙ্গে সঙ্গে কার্যকর হয়; বাড়ানো ২৪ ঘণ্টা পরে।</li><li><strong>রিয়েলিটি চেক:</strong> নির্দিষ্ট সময় পরপর কতক্ষণ খেলেছেন ও ফলাফল দেখুন।</li><li><strong>বিরতি (টাইম-আউট):</strong> ২৪ ঘণ্টা থেকে ৬ সপ্তাহ পর্যন্ত।</li><li><strong>স্ব-বর্জন:</strong> ৬ মাস, ১ বছর বা ৫ বছর।</li></ul><p>১৮ বছরের কম বয়সীদের জন্য নয়। জুয়া যদি সমস্যা হয়ে ওঠে, গ্রাহক সেবার সাথে কথা বলুন।</p>',
      en: '<p>Play for fun, not to make money. Only play with what you can afford to lose.</p><ul><li><strong>Deposit limits:</strong> set limits for 24 hours, 7 days and a month. A decrease applies at once; an increase after 24 hours.</li><li><strong>Reality checks:</strong> a reminder every few minutes of how long you have played and your result.</li><li><strong>Time-out:</strong> from 24 hours up to 6 weeks.</li><li><strong>Self-exclusion:</strong> 6 months, 1 year or 5 years.</li></ul><p>Not for anyone under 18. If gambling is becoming a problem, talk to customer service.</p>',
    },
  },
  {
    key: 'contact',
    title: { bn: 'যোগাযোগ ও মতামত', en: 'Contact and feedback' },
    content: {
      bn: '<ul><li><strong>লাইভ চ্যাট:</strong> মেনুর গ্রাহক সেবা থেকে, দিনে ২৪ ঘণ্টা।</li><li><strong>টেলিগ্রাম ও ফেসবুক:</strong> গ্রাহক সেবার তালিকায় লিংক আছে।</li><li><strong>মতামত:</strong> সদস্য কেন্দ্রের &quot;মতামত&quot; পাতায় আপনার পরামর্শ বা সমস্যা লিখুন (১৪০ অক্ষর পর্যন্ত, ৩টি ছবি পর্যন্ত)। আমাদের উত্তর একই পাতায় দেখতে পাবেন।</li></ul><p>যোগাযোগের সময় আপনার ইউজারনেম দিন, কিন্তু কখনো পাসওয়ার্ড নয়।</p>',
      en: '<ul><li><strong>Live chat:</strong> from customer service in the menu, 24 hours a day.</li><li><strong>Telegram and Facebook:</strong> the links are in the customer service list.</li><li><strong>Feedback:</strong> write a suggestion or a problem on the &quot;Feedback&quot; page of the member center (up to 140 characters and 3 images). Our reply shows on the same page.</li></ul><p>Give your username when you contact us, but never your password.</p>',
    },
  },
  {
    key: 'term',
    title: { bn: 'শর্তাবলী', en: 'Terms and conditions' },
    content: {
      bn: '<h3>শর্তাবলী</h3><ol><li>সদস্যদের বয়স ১৮ বছর বা তার বেশি হতে হবে।</li><li>প্রতি ব্যক্তির একটি অ্যাকাউন্ট।</li><li>জমা ও উত্তোলন শুধু আপনার নিজের নামের অ্যাকাউন্ট থেকে।</li><li>প্রতারণা বা বোনাসের অপব্যবহারে অ্যাকাউন্ট বন্ধ ও জয় বাতিল হতে পারে।</li><li>খেলার ফলাফল বিক্রেতার রেকর্ড অনুযায়ী চূড়ান্ত।</li></ol>',
      en: '<h3>Terms and conditions</h3><ol><li>Members must be 18 or older.</li><li>One account per person.</li><li>Deposits and withdrawals only from accounts in your own name.</li><li>Fraud or bonus abuse may close the account and void its winnings.</li><li>Game results are final as the vendor records them.</li></ol>',
    },
  },
  {
    key: 'privacy',
    title: { bn: 'গোপনীয়তা নীতি', en: 'Privacy policy' },
    content: {
      bn: '<p>আমরা শুধু অ্যাকাউন্ট চালাতে, পেমেন্ট করতে ও আইন মানতে যা দরকার সেই তথ্য রাখি। আপনার তথ্য বিক্রি করা হয় না। পাসওয়ার্ড এমনভাবে সংরক্ষিত যে আমরাও তা পড়তে পারি না।</p>',
      en: '<p>We keep only what we need to run your account, make payments and meet the law. Your data is never sold. Passwords are stored so that even we cannot read them.</p>',
    },
  },
];

/** Writes the demo help center (upserts by key) and removes the first demo's placeholders. */
export async function writeDemoHelp(db: Queryable, merchantCode = 'khela'): Promise<void> {
  await db.query('DELETE FROM help_sections WHERE merchant_code = $1 AND key = ANY($2::text[])', [merchantCode, REPLACED_KEYS]);
  for (const [sortOrder, section] of DEMO_HELP_SECTIONS.entries()) await upsertHelpSection(db, { merchantCode, sortOrder, ...section });
}

/** Once per database, like every demo seed: an operator's later edits are never overwritten. */
export function seedDemoHelp(db: Db): Promise<boolean> {
  return seedOnce(db, DEMO_HELP_SEED, (tx) => writeDemoHelp(tx));
}
