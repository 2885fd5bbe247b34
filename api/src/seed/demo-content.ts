import type { Queryable } from '../platform/db/db';
import { insertAnnouncement, insertBanner, upsertHelpSection } from '../domains/messages/messages-writer';

const banner = (group: string, n: number) => ({
  bn: `/media/banners/${group}-${n}.svg`,
  en: `/media/banners/${group}-${n}.svg`,
});

/** Demo banners, notices, popups and promotions for the demo brand, in Bengali and English (help: demo-help.ts). */
export async function seedKhelaContent(db: Queryable): Promise<void> {
  const m = 'khela';
  const banners = [
    { groupName: 'w_home', linkageType: 'PROMOTION', linkage: 'WELCOME_BONUS', title: { bn: 'স্বাগতম বোনাস ১০০%', en: '100% welcome bonus' } },
    { groupName: 'w_home', linkageType: 'ROUTE', linkage: '/live', title: { bn: 'লাইভ ক্যাসিনো', en: 'Live casino' } },
    { groupName: 'w_home', linkageType: 'GAME', linkage: 'KSLOT', title: { bn: 'খেলা স্লটস', en: 'Khela Slots' } },
    { groupName: 'w_leftmenu', linkageType: 'URL', linkage: 'https://khela.example/app', title: { bn: 'অ্যাপ ডাউনলোড', en: 'Get the app' } },
    { groupName: 'w_login', linkageType: 'NONE', linkage: null, title: { bn: 'আবার স্বাগতম', en: 'Welcome back' } },
    { groupName: 'w_register', linkageType: 'NONE', linkage: null, title: { bn: 'আজই যোগ দিন', en: 'Join today' } },
    { groupName: 'w_forget', linkageType: 'NONE', linkage: null, title: { bn: 'পাসওয়ার্ড পুনরুদ্ধার', en: 'Recover your password' } },
  ] as const;
  let n = 0;
  for (const b of banners) {
    n += 1;
    await insertBanner(db, { merchantCode: m, ...b, imageUrl: banner(b.groupName, n), sortOrder: n });
  }

  // The marquee scrolls the titles: each says its news in a few words, the popup gives the rest.
  const notices = [
    { title: { bn: 'প্রতিদিন নতুন অফার', en: 'New offers every day' }, text: { bn: 'খেলায় স্বাগতম! প্রতিদিন নতুন অফার।', en: 'Welcome to Khela! New offers every day.' } },
    { title: { bn: 'বিকাশ ও নগদে দ্রুত লেনদেন', en: 'Fast bKash and Nagad payments' }, text: { bn: 'বিকাশ ও নগদে দ্রুত জমা ও উত্তোলন।', en: 'Fast deposits and withdrawals with bKash and Nagad.' } },
    { title: { bn: 'দায়িত্বশীলভাবে খেলুন', en: 'Play responsibly' }, text: { bn: 'দায়িত্বশীলভাবে খেলুন। ১৮ বছরের কম বয়সীদের জন্য নয়।', en: 'Play responsibly. Not for anyone under 18.' } },
  ];
  for (const [i, notice] of notices.entries()) {
    await insertAnnouncement(db, {
      merchantCode: m, kind: 'NOTICE', sortOrder: i,
      title: notice.title,
      content: { bn: `<p>${notice.text.bn}</p>`, en: `<p>${notice.text.en}</p>` },
    });
  }

  const popups = [
    { execution: 'B', promotionType: 'WELCOME_BONUS', title: { bn: 'নতুন সদস্যদের জন্য বোনাস', en: 'A bonus for new members' },
      content: { bn: '<p>প্রথম জমায় <strong>১০০%</strong> বোনাস পান।</p>', en: '<p>Get a <strong>100%</strong> bonus on your first deposit.</p>' } },
    { execution: 'B', promotionType: null, title: { bn: 'সাইট সম্পর্কে', en: 'About the site' },
      content: { bn: '<p>খেলা বাংলাদেশের খেলোয়াড়দের জন্য তৈরি।</p>', en: '<p>Khela is made for players in Bangladesh.</p>' } },
    { execution: 'A', promotionType: 'DAILY_REBATE', title: { bn: 'দৈনিক রিবেট', en: 'Daily rebate' },
      content: { bn: '<p>প্রতিদিন আপনার বাজির উপর রিবেট।</p>', en: '<p>A rebate on your bets, every day.</p>' } },
    { execution: 'F', promotionType: null, title: { bn: 'প্রথম লগইনে স্বাগতম', en: 'Welcome on your first login' },
      content: { bn: '<p>আপনার অ্যাকাউন্ট সুরক্ষিত করতে মোবাইল নম্বর যাচাই করুন।</p>', en: '<p>Verify your mobile number to secure your account.</p>' } },
  ] as const;
  for (const [i, p] of popups.entries()) {
    await insertAnnouncement(db, { merchantCode: m, kind: 'POPUP', sortOrder: i, ...p });
  }

  const promotions = [
    { promotionType: 'WELCOME_BONUS', title: { bn: 'স্বাগতম বোনাস', en: 'Welcome bonus' },
      content: { bn: '<p>প্রথম জমায় ১০০% পর্যন্ত বোনাস।</p>', en: '<p>Up to 100% on your first deposit.</p>' } },
    { promotionType: 'REFERRAL', title: { bn: 'বন্ধুকে আমন্ত্রণ', en: 'Invite a friend' },
      content: { bn: '<p>প্রতিটি সফল আমন্ত্রণে পুরস্কার।</p>', en: '<p>A reward for every friend who joins.</p>' } },
  ];
  for (const [i, p] of promotions.entries()) {
    await insertAnnouncement(db, { merchantCode: m, kind: 'PROMOTION', sortOrder: i, ...p });
  }

  // The help center: seed/demo-help.ts (its own marker, so older databases get it too).
}

/** The second brand gets a little of everything, in English only. */
export async function seedKhela2Content(db: Queryable): Promise<void> {
  const m = 'khela2';
  await insertBanner(db, { merchantCode: m, groupName: 'w_home', imageUrl: { en: '/media/banners/khela2-home.svg' }, linkageType: 'NONE', title: { en: 'Khela Two' } });
  await insertAnnouncement(db, { merchantCode: m, kind: 'NOTICE', title: { en: 'Khela Two notice' }, content: { en: '<p>Welcome to Khela Two.</p>' } });
  await insertAnnouncement(db, { merchantCode: m, kind: 'POPUP', execution: 'B', title: { en: 'Khela Two popup' }, content: { en: '<p>Hello from Khela Two.</p>' } });
  await upsertHelpSection(db, { merchantCode: m, key: 'term', title: { en: 'Terms' }, content: { en: '<p>Khela Two terms.</p>' } });
}
