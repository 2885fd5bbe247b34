/**
 * The brand's own constants, used when the config call does not carry them.
 *
 * - `socialFallback`: Khela's public channels. The config's `info.resources.socialChannels`
 *   wins; these keep the menus useful for a brand whose config lists none.
 * - `footerVendorOrder`: SPEC §9's footer vendor codes. The footer shows the brand's own vendors
 *   (the catalogue's vendor lanes, with the brand's artwork); these come first, in this order.
 * - App downloads: the site's own install page, /app?platform={ios,android} (docs/app.md).
 */
export type SocialChannel = 'WHATSAPP' | 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM' | 'TWITTER' | 'YOUTUBE';

export const socialFallback: Readonly<Record<SocialChannel, string>> = {
  WHATSAPP: 'https://wa.me/8801700000000',
  FACEBOOK: 'https://facebook.com/khela.example',
  INSTAGRAM: 'https://instagram.com/khela.example',
  TELEGRAM: 'https://t.me/khela_channel',
  TWITTER: 'https://x.com/khela_example',
  YOUTUBE: 'https://youtube.com/@khela.example',
};

/** SPEC §2: the side menu's channels; SPEC §9: the footer's. */
export const sideMenuChannels: readonly SocialChannel[] = ['WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM'];
export const footerChannels: readonly SocialChannel[] = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'TWITTER', 'YOUTUBE'];

export const footerVendorOrder: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/**
 * SPEC §9: categories left out of the generic vendor list (the footer's): their vendors are books and
 * lotteries with pages of their own. A vendor that also serves a listed category is still shown.
 */
export const footerExcludedCategories: readonly string[] = ['SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', 'SPB'];

/** SPEC §9: QR size. */
export const qrSize = 120;
