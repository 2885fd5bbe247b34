import { ThemeSwitch } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { BindingsSection } from './BindingsSection';
import { LoginHistorySection } from './LoginHistorySection';
import { LoginPasswordSection } from './LoginPasswordSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { Section } from '@/components/Section';
import { SessionsSection } from './SessionsSection';
import { TotpSection } from './TotpSection';
import styles from './security.module.css';
import { useMemberProfile } from '@/lib/member-account';

/**
 * My account: the profile from the full member info, the login password, bound mobile and e-mail,
 * the payment password, the authenticator app, signed-in devices and the login history.
 */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const member = useMemberProfile();
  const profile = member.value;
  const update = (change: Partial<NonNullable<typeof profile>>) => {
    if (profile) member.setValue({ ...profile, ...change });
  };
  return (
    <PageFrame title={t('pages.securityCenter.title')} intro={t('pages.securityCenter.intro')} testId="member-page-securityCenter">
      <div className={styles.sections}>
        <ProfileSection profile={profile} />
        <LoginPasswordSection profile={profile} />
        {/* In the place of the sections the full record brings: a skeleton above them all would leave and move the page up (CLS). */}
        {!profile && <LoadStatus loading={member.loading} error={member.error} onRetry={member.reload} shape="cards" count={3} />}
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
