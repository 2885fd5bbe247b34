import { useQuery } from '@khela/shared';
import { affiliateInvalidCode, checkAffiliateCode } from './register-calls';

export type LinkCodeStatus = 'none' | 'checking' | 'valid' | 'invalid';

/** What checking a code before registering found: fine, unknown (SPEC §8 dialog), or no answer. */
export type AffiliateVerdict = { ok: true } | { ok: false; invalid: true } | { ok: false; invalid: false; message: string };

interface AffiliateInput {
  /** The code the link carried (affiliateCode or aff), or ''. */
  linkCode: string;
  /** What is in the field. */
  typed: string;
  /** The brand's rules ask for the field. */
  fieldEnabled: boolean;
  domain: string;
}

/**
 * The affiliate (invitation) code (SPEC §4): a code from the link is checked at once and, while
 * it is being checked or once valid, used without showing the field; an invalid one is left in
 * the field for the reader to see and fix (or dropped, when the brand has no such field). A typed
 * code is checked just before registering.
 */
export function useAffiliateCode({ linkCode, typed, fieldEnabled, domain }: AffiliateInput) {
  // A code's validity does not change while the form is open: checked once per code and domain.
  const linkCheck = useQuery({
    queryKey: ['affiliate-code', linkCode, domain],
    queryFn: async () => {
      const result = await checkAffiliateCode(linkCode, domain);
      return result.ok && result.value.valid;
    },
    enabled: linkCode !== '',
    staleTime: Infinity,
    retry: false,
  });
  const status: LinkCodeStatus = !linkCode ? 'none' : linkCheck.data === undefined ? 'checking' : linkCheck.data ? 'valid' : 'invalid';

  const linkUsable = status === 'checking' || status === 'valid';
  const fieldShown = fieldEnabled && !linkUsable;
  const code = fieldShown ? typed.trim() : linkUsable ? linkCode : '';

  const verify = async (): Promise<AffiliateVerdict> => {
    if (!code || (status === 'valid' && code === linkCode)) return { ok: true };
    const result = await checkAffiliateCode(code, domain);
    if (result.ok && result.value.valid) return { ok: true };
    if (result.ok || result.error.code === affiliateInvalidCode) return { ok: false, invalid: true };
    return { ok: false, invalid: false, message: result.error.message };
  };

  return { code, fieldShown, verify };
}
