import { type RegisterMode, type RegisterRule } from '@khela/shared';
import { automaticFields, usernameFromMobile } from '@khela/shared/rules';

/** Passwords are sent exactly as typed; everything else without surrounding spaces. */
const untrimmed = new Set(['password', 'confirmPassword', 'paymentPassword']);

export interface RegisterPayloadInput {
  mode: RegisterMode;
  /** The fields this registration asks for (registrationFields). */
  fields: readonly RegisterRule[];
  values: Readonly<Record<string, string>>;
  countryDialingCode: string;
  affiliateCode: string;
  referralCode: string;
  sliderToken: string | null;
  captchaId: string | null;
  /** The page's address: registerUrl and domain. */
  location: { href: string; hostname: string };
}

/**
 * The sealed body of PUT /wps/member/register(Mobile) (SPEC §3, docs/identity.md): the asked-for
 * fields that have a value, and what the page adds: registerMethod 'WEB', login true, the
 * address, the dialling code, the codes from the link, the slider token and the age confirmation.
 * In mobile registration the username is the mobile number without its leading zeros (SPEC §5).
 */
export function buildRegisterPayload(input: RegisterPayloadInput): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const { field } of input.fields) {
    if (automaticFields.includes(field)) continue;
    const raw = input.values[field] ?? '';
    const value = untrimmed.has(field) ? raw : raw.trim();
    if (value !== '') payload[field] = value;
  }
  if (input.mode === 'registerMobile' && typeof payload.mobileNum === 'string') payload.username = usernameFromMobile(payload.mobileNum);
  const affiliateCode = input.affiliateCode.trim();
  const referralCode = input.referralCode.trim();
  return {
    ...payload,
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(input.sliderToken ? { sliderToken: input.sliderToken } : {}),
    ...(input.captchaId ? { captchaId: input.captchaId } : {}),
    countryDialingCode: input.countryDialingCode,
    domain: input.location.hostname,
    registerUrl: input.location.href.slice(0, 2048),
    registerMethod: 'WEB',
    login: true,
    ageConfirmed: true,
  };
}
