import popupStyles from '@/components/popups.module.css';
import styles from './register.module.css';
import { useIdentityTranslation } from '../identity-texts';

export interface Agreements {
  terms: boolean;
  age: boolean;
}

/** Which box a submit found unticked: the terms first, then the age (one warning at a time). */
export type AgreementWarning = keyof Agreements | null;

export function missingAgreement(value: Agreements): AgreementWarning {
  if (!value.terms) return 'terms';
  if (!value.age) return 'age';
  return null;
}

interface AgreementChecksProps {
  ageLimit: number;
  value: Agreements;
  onChange: (value: Agreements) => void;
  warning: AgreementWarning;
}

/** The terms tick and the age confirmation (SPEC §5: inline warnings, before anything else). */
export function AgreementChecks({ ageLimit, value, onChange, warning }: AgreementChecksProps) {
  const { t } = useIdentityTranslation();
  const box = (name: keyof Agreements, text: string, warningText: string) => (
    <>
      <label className={popupStyles.check}>
        <input
          type="checkbox"
          name={name}
          checked={value[name]}
          aria-invalid={warning === name || undefined}
          onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
        />
        <span>{text}</span>
      </label>
      {warning === name && (
        <p role="alert" className={styles.message}>
          {warningText}
        </p>
      )}
    </>
  );
  return (
    <div className={styles.agreements}>
      {box('terms', t('register.acceptTerms'), t('common:rules.terms_required'))}
      {box('age', t('register.confirmAge', { age: ageLimit }), t('common:rules.age_required', { age: ageLimit }))}
    </div>
  );
}
