import { loading, modal, type ApiError, type ApiResult, type RegisterRule, type RuleViolation } from '@khela/shared';
import { validateMobile } from '@khela/shared/rules';
import { requestRegisterCode, type CodeSent } from '../verification/verification-calls';
import { useIdentityTranslation } from '../identity-texts';

interface SmsRequestInput {
  rules: readonly RegisterRule[];
  mobile: string;
  dialingCode: string;
  verifySlider: () => Promise<string | null>;
  /** The mobile number is not valid: shown at its field, and no code is sent (SPEC §5). */
  onInvalidMobile: (violation: RuleViolation) => void;
}

/**
 * The registration SMS code (SPEC §4, §5): the number must pass its rule, then the slider, then
 * POST /wps/member/register/sms. A refused send opens the warning popup of SPEC §8 with the
 * server's message.
 */
export function useSmsRequest({ rules, mobile, dialingCode, verifySlider, onInvalidMobile }: SmsRequestInput) {
  const { t } = useIdentityTranslation();

  const request = async (): Promise<ApiResult<CodeSent> | null> => {
    const problem = validateMobile(rules, mobile);
    if (problem) {
      onInvalidMobile(problem);
      return null;
    }
    const sliderToken = await verifySlider();
    if (!sliderToken) return null;
    return loading.during(requestRegisterCode({ countryDialingCode: dialingCode, mobile: mobile.trim(), sliderToken }));
  };

  const onError = (error: ApiError) => {
    modal.open({ icon: 'warning', text: error.message, buttons: [{ label: t('common:actions.submit'), primary: true }] });
  };

  return { request, onError };
}
