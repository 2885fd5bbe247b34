import { ThemeSwitch } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/PageFrame';
import { BindingsSection } from './security/BindingsSection';
import { LoadStatus } from './security/LoadStatus';
import { LoginHistorySection } from './security/LoginHistorySection';
import { LoginPasswordSection } from './security/LoginPasswordSection';
import { PaymentPasswordSection } from './security/PaymentPasswordSection';
import { ProfileSection } from './security/ProfileSection';
import { Section } from './security/Section';
import { SessionsSection } from './security/SessionsSection';
import { TotpSection } from './security/TotpSection';
import styles from './security/security.module.css';
import { securityCalls } from './security/security-calls';
import { useApiLoad } from './security/use-api-load';

/**
 * My account: the profile from the full member info, the login password, bound mobile and e-mail,
 * the payment password, the authenticator app, signed-in devices and the login history.
 */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const member = useApiLoad(securityCalls.profile);
  const profile = member.value;
  const update = (change: Partial<NonNullable<typeof profile>>) => {
    if (profile) member.setValue({ ...profile, ...change });
  };
  return (
    <PageFrame title={t('pages.securityCenter.title')} intro={t('pages.securityCenter.intro')} testId="member-page-securityCenter">
      <LoadStatus loading={member.loading && !profile} error={profile ? null : member.error} onRetry={member.reload} />
      <div className={styles.sections}>
        <ProfileSection profile={profile} />
        <LoginPasswordSection profile={profile} />
        {profile && (
          <>
            <BindingsSection profile={profile} onProfile={member.setValue} />
            <PaymentPasswordSection hasPaymentPassword={profile.hasPaymentPassword} onSaved={() => update({ hasPaymentPassword: true })} />
            <TotpSection enabled={profile.totpEnabled} onEnabled={() => update({ totpEnabled: true })} />
          </>
        )}
        <SessionsSection />
        <LoginHistorySection />
        <Section title={t('security.display')}>
          <ThemeSwitch testId="member-theme-switch" />
        </Section>
      </div>
    </PageFrame>
  );
}
