import { loading } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { sitePaths } from '@/lib/site-paths';
import { finishLogin } from '../login/finish-login';
import { dialingCodeAtom, fieldRulesAtom } from '../login/identity-config';
import { SmsCodeField } from '../login/SmsCodeField';
import { TextField } from '../login/TextField';
import { PanelForm, type FormPanel } from './PanelForm';
import { MobileField } from '../login/MobileField';
import { FormSubmit } from '../FormSubmit';
import { requestResetCode } from '../verification/verification-calls';
import { resetPasswordByPhone } from './password-calls';
import { mobileProblem, newPasswordProblem, requiredProblem } from './password-checks';
import { useIdentityTranslation } from '../identity-texts';

type Field = 'mobile' | 'code' | 'newPassword';

interface ForgotByPhoneProps {
  panel?: FormPanel;
}

/**
 * Reset by phone (SPEC §4, §5): a valid mobile gets an SMS code (an invalid one gets none), then the
 * code and a new password by the password rule; the sealed answer logs the reader in, and home.
 */
export function ForgotByPhone({ panel }: ForgotByPhoneProps) {
  const { t } = useIdentityTranslation();
  const rules = useAtomValue(fieldRulesAtom);
  const dialingCode = useAtomValue(dialingCodeAtom);
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', newPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** Checked before a code is asked for: SPEC §5 sends no code to an invalid mobile. */
  const mobileReady = (): boolean => {
    const problem = mobileProblem(rules, values.mobile.trim(), t);
    setProblems((current) => ({ ...current, mobile: problem }));
    return problem === null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: mobileProblem(rules, values.mobile.trim(), t),
      code: requiredProblem(values.code, t),
      newPassword: newPasswordProblem(rules, values.newPassword, t),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setError(null);
    const result = await loading.during(
      resetPasswordByPhone({ countryDialingCode: dialingCode, mobileNum: values.mobile.trim(), verificationCode: values.code.trim(), newPassword: values.newPassword }),
    );
    if (!result.ok) return setError(result.error.message);
    await finishLogin(result.value, { popup: 'forgotPassword', goTo: sitePaths.home });
  };

  return (
    <PanelForm panel={panel} onSubmit={onSubmit}>
      <MobileField dialingCode={dialingCode} value={values.mobile} onChange={(value) => set('mobile', value)} error={problems.mobile} />
      <SmsCodeField
        value={values.code}
        onChange={(value) => set('code', value)}
        error={problems.code}
        canRequest={mobileReady}
        request={(sliderToken) => requestResetCode({ countryDialingCode: dialingCode, mobile: values.mobile.trim(), sliderToken })}
      />
      <TextField
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => set('newPassword', event.target.value)}
        error={problems.newPassword}
      />
      <FormSubmit error={error} label={t('forgot.phoneSubmit')} />
    </PanelForm>
  );
}
