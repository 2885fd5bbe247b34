import { configAtom, unwrap, useQuery, validateAtom, whitelabelAtom, type RegisterMode, type RegisterValidation } from '@khela/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { fetchRegisterValidation } from './register-calls';

/** SPEC §5: the age to confirm when the brand does not say. */
export const defaultAgeLimit = 18;

/**
 * The brand's registration rules (SPEC §3 `validate`, GET /wps/member/regValidata), fetched the
 * first time the popup opens and kept for the session. Until they arrive (or if the call fails)
 * the form uses what the start-up config already carries: the same rules, the register types
 * from the switches, and the default age, so it never waits on a slow network to be usable.
 */
export function useRegisterValidation(): RegisterValidation {
  const [validation, setValidation] = useAtom(validateAtom);
  const config = useAtomValue(configAtom);
  const { usernameReg, mobileReg } = useAtomValue(whitelabelAtom);

  // The brand's rules do not change within a visit: asked once, kept for the page's life.
  const fetched = useQuery({ queryKey: ['register-validation'], queryFn: () => unwrap(fetchRegisterValidation()), enabled: validation === null, staleTime: Infinity, retry: false });
  // Kept in the session store too: the field rules of every identity form read them from there.
  useEffect(() => {
    if (validation === null && fetched.data) setValidation(fetched.data);
  }, [validation, fetched.data, setValidation]);

  if (validation) return validation;
  const regTypes: RegisterMode[] = [...(usernameReg ? (['register'] as const) : []), ...(mobileReg ? (['registerMobile'] as const) : [])];
  return { rules: config?.register ?? [], regTypes, ageLimit: defaultAgeLimit };
}
