import { openPopup } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { useSecurityLabels } from './labels';
import { Section } from '@/components/Section';
import type { MemberProfile } from '@/lib/member-account';
import styles from './security.module.css';

/** The login password: when it last changed, and the shell's change-password popup. */
export function LoginPasswordSection({ profile }: { profile: MemberProfile | null }) {
  const { t } = useTranslation('member');
  const { date } = useSecurityLabels();
  return (
    <Section title={t('security.password')}>
      {profile && <p className={styles.muted}>{t('security.passwordChangedAt', { date: date(profile.passwordChangedAt) })}</p>}
      <button type="button" className={formStyles.secondary} onClick={() => openPopup('changePassword')}>
        {t('security.changePassword')}
      </button>
    </Section>
  );
}
