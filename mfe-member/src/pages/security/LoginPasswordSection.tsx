import { openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { uiStyles } from '../ui-kit';
import { useSecurityLabels } from './labels';
import { Section } from './Section';
import type { MemberProfile } from './security-calls';
import styles from './security.module.css';

/** The login password: when it last changed, and the shell's change-password popup. */
export function LoginPasswordSection({ profile }: { profile: MemberProfile | null }) {
  const { t } = useTranslation('member');
  const { date } = useSecurityLabels();
  return (
    <Section title={t('security.password')}>
      {profile && <p className={styles.muted}>{t('security.passwordChangedAt', { date: date(profile.passwordChangedAt) })}</p>}
      <button type="button" className={uiStyles.secondary} onClick={() => openPopup('changePassword')}>
        {t('security.changePassword')}
      </button>
    </Section>
  );
}
