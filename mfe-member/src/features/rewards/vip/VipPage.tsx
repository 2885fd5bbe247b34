import { currencySymbolAtom, EmptyState, formatMoney, formatNumber, useLanguage, vipRankLevelAtom } from '@khela/shared';
import { LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import standalone from '@/components/standalone.module.css';
import { useMemberQuery } from '@/lib/use-api-query';
import { vipCalls, type VipStanding as VipPageValue } from './vip-calls';
import styles from './vip.module.css';

/** Money and counts as the site shows them: the brand's symbol, the reader's digits. */
function useVipFormat() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const money = useCallback((minor: number) => formatMoney(minor, { language, currencySymbol }), [language, currencySymbol]);
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  return { money, count };
}

/** One counter against its threshold: a bar, "৳X of ৳Y", and the percentage reached. */
function Meter({ label, current, target, testId }: { label: string; current: number; target: number; testId: string }) {
  const { t } = useTranslation('member');
  const { money, count } = useVipFormat();
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((current * 100) / target));
  return (
    <div className={styles.meter} data-testid={testId}>
      <span>{label}</span>
      <progress max={100} value={percent} aria-label={label} aria-valuetext={t('vip.percent', { percent: count(percent) })} />
      <p className={styles.figures}>{t('vip.ofTarget', { current: money(current), target: money(target), percent: count(percent) })}</p>
    </div>
  );
}

function NextLevel({ page }: { page: VipPageValue }) {
  const { t } = useTranslation('member');
  const next = page.next;
  const nextRung = next ? page.levels.find((rung) => rung.level === next.level) : undefined;
  return (
    <Section title={t('vip.next.title')} testId="vip-next">
      {next && nextRung ? (
        <>
          <p className={styles.note}>{t('vip.next.intro', { name: nextRung.name, label: nextRung.label })}</p>
          <Meter label={t('vip.validBet')} current={page.counters.validBet} target={next.validBet} testId="vip-next-valid-bet" />
          <Meter label={t('vip.deposit')} current={page.counters.deposit} target={next.deposit} testId="vip-next-deposit" />
        </>
      ) : (
        <p className={styles.note}>{t('vip.next.top')}</p>
      )}
    </Section>
  );
}

function KeepLevel({ page }: { page: VipPageValue }) {
  const { t } = useTranslation('member');
  const { keep } = page;
  if (page.level === 0) {
    return (
      <Section title={t('vip.keep.title')} testId="vip-keep">
        <p className={styles.note}>{t('vip.keep.none')}</p>
      </Section>
    );
  }
  const kept = keep.validBet >= keep.requiredValidBet || keep.deposit >= keep.requiredDeposit;
  return (
    <Section title={t('vip.keep.title')} testId="vip-keep">
      <p className={styles.note}>{t('vip.keep.intro')}</p>
      <Meter label={t('vip.validBet')} current={keep.validBet} target={keep.requiredValidBet} testId="vip-keep-valid-bet" />
      <Meter label={t('vip.deposit')} current={keep.deposit} target={keep.requiredDeposit} testId="vip-keep-deposit" />
      <p className={styles.note} data-testid="vip-keep-status">
        {kept ? t('vip.keep.kept') : keep.relegation ? t('vip.keep.atRisk') : t('vip.keep.notYet')}
      </p>
    </Section>
  );
}

function Ladder({ page }: { page: VipPageValue }) {
  const { t } = useTranslation('member');
  const { money } = useVipFormat();
  return (
    <Section title={t('vip.ladder.title')} wide testId="vip-ladder">
      <div className={styles.tableWrap}>
        <table className={styles.ladder}>
          <caption className={styles.figures}>{t('vip.ladder.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.ladder.level')}</th>
              <th scope="col" className={styles.number}>{t('vip.validBet')}</th>
              <th scope="col" className={styles.number}>{t('vip.deposit')}</th>
              <th scope="col" className={styles.number}>{t('vip.ladder.levelUpGift')}</th>
              <th scope="col" className={styles.number}>{t('vip.ladder.monthlyGift')}</th>
            </tr>
          </thead>
          <tbody>
            {page.levels.map((rung) => (
              <tr key={rung.level} aria-current={rung.level === page.level ? 'true' : undefined}>
                <th scope="row">
                  {rung.name} <span className={styles.figures}>{rung.label}</span>
                </th>
                <td className={styles.number}>{money(rung.upgradeValidBet)}</td>
                <td className={styles.number}>{money(rung.upgradeDeposit)}</td>
                <td className={styles.number}>{rung.levelUpGift > 0 ? money(rung.levelUpGift) : '—'}</td>
                <td className={styles.number}>{rung.monthlyGift > 0 ? money(rung.monthlyGift) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.figures}>{t('vip.ladder.giftsNote')}</p>
    </Section>
  );
}

/**
 * /vip (docs/rewards.md "VIP"): the member's level, progress to the next one, what keeps this one
 * this month, and the brand's ladder with its gifts. A level change pushed over the socket
 * (vipRankLevelAtom) reads the page again.
 */
export function VipPage() {
  const { t } = useTranslation('member');
  const liveLevel = useAtomValue(vipRankLevelAtom);
  // Progress moves with every settled bet: read fresh each time the page opens or the level changes.
  const loaded = useMemberQuery(['vip', liveLevel], vipCalls.page, { staleTime: 0 });
  const page = loaded.value;
  const current = page?.levels.find((rung) => rung.level === page.level);
  return (
    <div className={standalone.standalone} data-testid="vip-page">
      <PageFrame title={t('vip.title')} intro={t('vip.intro')}>
        <LoadStatus loading={loaded.loading && !page} error={page ? null : loaded.error} onRetry={loaded.reload} shape="cards" count={2} />
        {page && !page.hasVip && <EmptyState title={t('vip.off')} />}
        {page?.hasVip && (
          <div className={styles.sections}>
            <Section title={t('vip.current.title')} testId="vip-current">
              <p className={styles.current}>
                <span className={styles.badge}>{page.label ?? current?.label}</span>
                <strong>{current?.name}</strong>
              </p>
            </Section>
            <NextLevel page={page} />
            <KeepLevel page={page} />
            <Ladder page={page} />
          </div>
        )}
      </PageFrame>
    </div>
  );
}
