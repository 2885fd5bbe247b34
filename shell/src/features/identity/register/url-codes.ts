import { readStorage, writeStorage } from '@khela/shared';

/**
 * The codes a registration link may carry (SPEC §3, §4): the affiliate (invitation) code as
 * `affiliateCode`, or `aff` as older links write it, and the referral code as `referralCode`.
 */
export interface UrlCodes {
  affiliateCode: string;
  referralCode: string;
}

export function codesFromQuery(search: string): UrlCodes {
  const query = new URLSearchParams(search);
  return {
    affiliateCode: (query.get('affiliateCode') ?? query.get('aff') ?? '').trim(),
    referralCode: (query.get('referralCode') ?? '').trim(),
  };
}

/** Session storage: the invitation code of the link this visit came through. */
export const linkAffiliateKey = 'linkAffiliateCode';

/**
 * The codes for this visit's registration: the address's own, or else the affiliate code of the
 * link the visit came through (an agent's share link, /register?affiliateCode=…), kept for the
 * session, so a visitor who closes the popup and registers later still joins the agent's team.
 */
export function linkCodes(search: string): UrlCodes {
  const codes = codesFromQuery(search);
  if (codes.affiliateCode) writeStorage('session', linkAffiliateKey, codes.affiliateCode);
  else codes.affiliateCode = readStorage('session', linkAffiliateKey) ?? '';
  return codes;
}
