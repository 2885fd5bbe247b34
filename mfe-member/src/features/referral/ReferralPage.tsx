import { EmptyState, formatNumber, Link } from '@khela/shared';
import { CopyButton, DataTable, LoadStatus, PageFrame } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { useMemberQuery } from '@/lib/use-api-query';
import { useWalletLabels } from '@/lib/use-wallet-labels';
import { inviteLink, referralCalls, type ReferralStanding } from './referral-calls';
import { ReferralQr } from './ReferralQr';
import styles from './referral.module.css';

function InviteCard({ page }: { page: ReferralStanding }) {
  const { t } = useTranslation('member');
  const link = inviteLink(page.registerPath);
  return (
    <Section title={t('referral.invite.title')} testId="referral-invite">
      <p className={styles.note}>{t('referral.invite.intro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('referral.invite.code')}</dt>
          <dd className={styles.code}>
            <span data-testid="referral-code">{page.code}</span> <CopyButton text={page.code} label={t('referral.invite.copyCode')} />
          </dd>
        </div>
        <div>
          <dt>{t('referral.invite.link')}</dt>
          <dd className={styles.linkLine}>
            <span className={styles.link} data-testid="referral-link">
              {link}
            </span>{' '}
            <CopyButton text={link} label={t('referral.invite.copyLink')} />
          </dd>
        </div>
      </dl>
      <ReferralQr value={link} title={t('referral.invite.qr')} />
    </Section>
  );
}

function RulesCard({ page }: { page: ReferralStanding }) {
  const { t } = useTranslation('member');
  const { money, language } = useWalletLabels();
  return (
    <Section title={t('referral.rules.title')} testId="referral-rules">
      <p className={styles.note}>{t('referral.rules.valid', { deposit: money(page.rules.minDeposit), wager: money(page.rules.minWager) })}</p>
      {page.tiers.length === 0 ? (
        <p className={styles.note}>{t('referral.rules.noTiers')}</p>
      ) : (
        <ul className={styles.tiers} aria-label={t('referral.rules.tiers')}>
          {page.tiers.map((tier) => (
            <li key={tier.invitees} className={styles.tier} data-testid="referral-tier" data-status={tier.status}>
              <span>{t('referral.rules.tier', { count: tier.invitees, invitees: formatNumber(tier.invitees, language) })}</span>
              <strong>{money(tier.amount)}</strong>
              <span className={styles.tierStatus}>{t(`referral.tierStatus.${tier.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {page.tiers.some((tier) => tier.status === 'claimable') && (
        <p>
          <Link to="/member/rewardCenter" className={styles.claimLink} data-testid="referral-claim-link">
            {t('referral.rules.claim')}
          </Link>
        </p>
      )}
      <p className={styles.note}>{t('referral.rules.wagering')}</p>
    </Section>
  );
}

function Invitees({ page }: { page: ReferralStanding }) {
  const { t } = useTranslation('member');
  const { money, dateTime, language } = useWalletLabels();
  const counts = page.counts;
  return (
    <Section title={t('referral.invitees.title')} wide testId="referral-invitees">
      <p className={styles.note} data-testid="referral-counts">
        {t('referral.invitees.counts', {
          total: formatNumber(counts.total, language),
          valid: formatNumber(counts.valid, language),
          deposited: formatNumber(counts.deposited, language),
          registered: formatNumber(counts.registered, language),
        })}
      </p>
      {counts.total === 0 ? (
        <EmptyState title={t('referral.invitees.empty')} />
      ) : (
        <DataTable
          caption={t('referral.invitees.title')}
          emptyText={t('referral.invitees.empty')}
          columns={[
            { key: 'account', label: t('referral.invitees.account') },
            { key: 'registeredAt', label: t('referral.invitees.registeredAt') },
            { key: 'status', label: t('referral.invitees.status') },
            { key: 'deposit', label: t('referral.invitees.deposit'), numeric: true },
            { key: 'wager', label: t('referral.invitees.wager'), numeric: true },
          ]}
          rows={page.invitees.map((invitee, n) => ({
            key: `${invitee.account}-${invitee.registeredAt}-${n}`,
            cells: {
              account: <span data-testid="invitee-account">{invitee.account}</span>,
              registeredAt: <time dateTime={invitee.registeredAt}>{dateTime(invitee.registeredAt)}</time>,
              status: (
                <span className={styles.status} data-status={invitee.status} data-testid="invitee-status">
                  {t(`referral.status.${invitee.status}`)}
                </span>
              ),
              deposit: money(invitee.deposit),
              wager: money(invitee.wager),
            },
          }))}
        />
      )}
    </Section>
  );
}

/**
 * The member center's referral page (SPEC §2 referral, docs/referral.md): the member's invite code,
 * link and QR, the brand's rules and reward tiers, and their invitees (masked by the api) with status.
 * Rewards are claimed in the reward center.
 */
export function ReferralPage() {
  const { t } = useTranslation('member');
  // Invitees move as they deposit and play: read fresh whenever the page opens.
  const loaded = useMemberQuery(['referral'], referralCalls.page, { staleTime: 0 });
  const page = loaded.value;
  return (
    <PageFrame title={t('referral.title')} intro={t('referral.intro')} testId="member-page-referral">
      <LoadStatus loading={loaded.loading && !page} error={page ? null : loaded.error} onRetry={loaded.reload} shape="cards" count={2} />
      {page && (
        <div className={styles.sections}>
          <InviteCard page={page} />
          <RulesCard page={page} />
          <Invitees page={page} />
        </div>
      )}
    </PageFrame>
  );
}
