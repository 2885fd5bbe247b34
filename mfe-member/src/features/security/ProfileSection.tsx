import { memberInfoAtom } from '@khela/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSecurityLabels } from './labels';
import { Section } from '@/components/Section';
import type { MemberProfile } from '@/lib/member-account';
import styles from './security.module.css';
import { CopyButton } from '@khela/shared/reports';

/**
 * Account, nickname, member id (with copy) and registration date. The session's member info shows
 * the first three at once; the full record (`profile`) fills in the rest when it arrives.
 */
export function ProfileSection({ profile }: { profile: MemberProfile | null }) {
  const { t } = useTranslation('member');
  const { date } = useSecurityLabels();
  const session = useAtomValue(memberInfoAtom);
  const account = profile?.account ?? session?.account;
  const nickname = profile?.nickname ?? session?.nickname;
  const id = profile?.id ?? session?.id;
  return (
    <Section title={t('security.profile')} testId="security-profile">
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.itemLabel}>{t('security.account')}</dt>
          <dd className={styles.itemValue} data-testid="profile-account">
            {account ?? '—'}
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.itemLabel}>{t('security.nickname')}</dt>
          <dd className={styles.itemValue}>{nickname || '—'}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.itemLabel}>{t('security.memberId')}</dt>
          <dd className={styles.itemValue} data-testid="profile-member-id">
            {id ?? '—'}
          </dd>
          {id && (
            <dd className={styles.itemAction}>
              <CopyButton text={id} label={t('security.copyMemberId')} />
            </dd>
          )}
        </div>
        <div className={styles.item}>
          <dt className={styles.itemLabel}>{t('security.registeredAt')}</dt>
          <dd className={styles.itemValue} data-testid="profile-registered">
            {profile ? date(profile.createdAt) : '—'}
          </dd>
        </div>
      </dl>
    </Section>
  );
}
