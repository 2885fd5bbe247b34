import { memberInfoAtom, openPopup, ThemeSwitch } from '@khela/shared';
import { DataTable } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../ui/PageFrame';
import styles from '../ui/ui.module.css';

/** My account: the member's profile from member info, password change, and the login history. */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const member = useAtomValue(memberInfoAtom);
  return (
    <PageFrame title={t('pages.securityCenter.title')} intro={t('pages.securityCenter.intro')} testId="member-page-securityCenter">
      <h2 className={styles.subtitle}>{t('security.profile')}</h2>
      <dl className={styles.details}>
        <dt>{t('security.account')}</dt>
        <dd data-testid="profile-account">{member?.account ?? '—'}</dd>
        <dt>{t('security.nickname')}</dt>
        <dd>{member?.nickname || '—'}</dd>
      </dl>
      <h2 className={styles.subtitle}>{t('security.password')}</h2>
      <button type="button" className={styles.secondary} onClick={() => openPopup('changePassword')}>
        {t('security.changePassword')}
      </button>
      <h2 className={styles.subtitle}>{t('security.display')}</h2>
      <ThemeSwitch testId="member-theme-switch" />
      <h2 className={styles.subtitle}>{t('security.loginHistory')}</h2>
      <DataTable
        caption={t('security.loginHistory')}
        columns={[
          { key: 'time', label: t('columns.time') },
          { key: 'ip', label: t('columns.ip') },
          { key: 'device', label: t('columns.device') },
        ]}
        rows={[]}
        emptyText={t('empty')}
      />
    </PageFrame>
  );
}
