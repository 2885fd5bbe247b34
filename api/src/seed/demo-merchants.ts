import { generateCsKey } from '../domains/config/cs-cipher';
import { REGISTER_PATTERNS } from '../domains/config/register-patterns';
import { DEFAULT_IDENTITY_SETTINGS, type Merchant, type RegisterRule } from '../platform/merchant/merchant';

function rule(field: string, enabled: boolean, required: boolean, patternId: number, minLength: number, maxLength: number): RegisterRule {
  return { field, enabled, required, acceptedPattern: REGISTER_PATTERNS[patternId] ?? '*', minLength, maxLength, patternId };
}

/** Every registration field of SPEC §3; only some are switched on per brand. */
export function registerRules(extra: { mobileRequired: boolean; payeeName: boolean; email: boolean }): RegisterRule[] {
  return [
    rule('username', true, true, 2, 6, 11),
    rule('password', true, true, 6, 6, 20),
    rule('confirmPassword', true, true, 6, 6, 20),
    rule('mobileNum', true, extra.mobileRequired, 7, 10, 11),
    rule('countryDialingCode', true, true, 7, 1, 4),
    rule('verificationCode', true, false, 7, 4, 6),
    rule('payeeName', extra.payeeName, false, 9, 2, 50),
    rule('email', extra.email, false, 4, 5, 100),
    rule('affiliateCode', true, false, 5, 4, 16),
    rule('referralCode', true, false, 5, 4, 16),
    rule('captcha', false, false, 5, 4, 6),
    rule('birthday', false, false, 12, 10, 10),
    ...['qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
      'domain', 'zalo', 'telegram', 'nickname', 'fullname'].map((f) => rule(f, false, false, 1, 0, 50)),
  ];
}

/** The demo brand: Bengali first with English, BDT, Asia/Dhaka, every category and switch on. */
export function khela(): Merchant {
  return {
    code: 'khela',
    name: 'Khela',
    currency: 'BDT',
    currencySymbol: '৳',
    timeZone: 'Asia/Dhaka',
    defaultLanguage: 'bn',
    languages: ['bn', 'en'],
    whitelabelSwitches: {
      USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true,
      MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true, FREEPLAY3: true, AGENTPOLICY3: true, REFERRAL: true,
    },
    registerRules: registerRules({ mobileRequired: false, payeeName: true, email: true }),
    customerService: [
      // LIVECHAT's path is the site's own chat room (docs/chat.md): the page opens the chat popup for it.
      { csType: 'LIVECHAT', csPosition: 1, url: '/chat' },
      { csType: 'TELEGRAM', csPosition: 2, url: 'https://t.me/KhelaBDSupport' },
      { csType: 'FACEBOOK', csPosition: 3, url: 'https://m.me/khelabd.official' },
    ],
    domainRoutes: [
      { domain: 'khela.example', purpose: 'MAIN' },
      { domain: 'khela-backup.example', purpose: 'BACKUP' },
      { domain: 'agent.khela.example', purpose: 'AGENT' },
    ],
    resources: {
      logoUrl: '/media/brand/khela-logo.svg',
      appDownload: { ios: 'https://khela.example/app/ios', android: 'https://khela.example/app/android' },
      socialChannels: [
        { channel: 'WHATSAPP', url: 'https://wa.me/8801700000000' },
        { channel: 'FACEBOOK', url: 'https://facebook.com/khela.example' },
        { channel: 'INSTAGRAM', url: 'https://instagram.com/khela.example' },
        { channel: 'TELEGRAM', url: 'https://t.me/khela_channel' },
        { channel: 'TWITTER', url: 'https://x.com/khela_example' },
        { channel: 'YOUTUBE', url: 'https://youtube.com/@khela.example' },
      ],
    },
    // Same-origin prefixes so the demo works offline; production lists real CDN hosts.
    imageCdns: ['/media'],
    launchGameCdns: ['/play'],
    analyticsGtagId: null,
    mainDomain: 'khela.example',
    csKey: generateCsKey(),
    maintenance: {
      enabled: false,
      message: {
        bn: 'আমরা সাইটের রক্ষণাবেক্ষণ করছি। অনুগ্রহ করে কিছুক্ষণ পরে আবার আসুন।',
        en: 'We are upgrading the site. Please come back in a little while.',
      },
    },
    restrictedCountries: [],
    singleWallet: false,
    // No social logins in the brand's first row; at start the sandbox's demo Google and Facebook (when SANDBOX_URL is set)
    // and OIDC_GOOGLE_* / OIDC_FACEBOOK_* add them (seed/oidc-env.ts).
    identity: { ...DEFAULT_IDENTITY_SETTINGS, oidcProviders: [] },
  };
}

/** A second brand so tenant isolation is observable: English only, fewer switches, vendors and entries. */
export function khela2(): Merchant {
  return {
    ...khela(),
    code: 'khela2',
    name: 'Khela Two',
    defaultLanguage: 'en',
    languages: ['en'],
    whitelabelSwitches: { USERNAMEREG3: true },
    registerRules: registerRules({ mobileRequired: false, payeeName: false, email: false }),
    customerService: [{ csType: 'TELEGRAM', csPosition: 1, url: 'https://t.me/khela2_help' }],
    domainRoutes: [{ domain: 'khela2.example', purpose: 'MAIN' }],
    mainDomain: 'khela2.example',
    csKey: generateCsKey(),
    maintenance: { enabled: false, message: { en: 'Khela Two is under maintenance.' } },
  };
}
