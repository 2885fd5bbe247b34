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
