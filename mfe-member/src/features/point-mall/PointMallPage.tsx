import { bus, EmptyState, isLoginAtom, isTrialAtom, openPopup } from '@khela/shared';
import { formStyles, LoadStatus, PageFrame } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/Tabs';
import styles from '@/components/standalone.module.css';
import { useMemberQuery } from '@/lib/use-api-query';
import { ConvertPanel } from './ConvertPanel';
import { MallItemCard } from './MallItemCard';
import { pointMallCalls } from './point-mall-calls';
import type { MallItem, RedeemAnswer } from './point-mall-types';
import { PointsDetails, RedeemHistory } from './PointsRecords';
import { PointsRulesList } from './PointsRulesList';
import { RedeemDialog } from './RedeemDialog';
import { usePointsFormat } from './use-points-format';

const tabs = ['redeem', 'history', 'details', 'rules'] as const;
type PointMallTab = (typeof tabs)[number];

/**
 * /pointMall (docs/adr/0016 §15): the member's points in the header, the rewards with stock and
 * caps and a redeem popup, the redeem history with its statuses, points details, the rules (points
 * never expire) and converting points to cash. Visitors see the rewards and the rules.
 */
export function PointMallPage() {
  const { t } = useTranslation('member');
  const { count } = usePointsFormat();
  const loggedIn = useAtomValue(isLoginAtom);
  const trial = useAtomValue(isTrialAtom);
  const member = loggedIn && !trial;
  const [tab, setTab] = useState<PointMallTab>('redeem');
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const noticeLine = useRef<HTMLParagraphElement>(null);

  const balance = useMemberQuery(['points-balance'], pointMallCalls.balance, { staleTime: 0, enabled: member });
  const items = useMemberQuery(['mall-items', member], pointMallCalls.items, { staleTime: 0 });
  const rules = useMemberQuery(['points-rules'], pointMallCalls.rules, { staleTime: 60_000 });
  const points = balance.value?.points ?? null;

  const openRedeem = (item: MallItem, button: HTMLButtonElement) => {
    if (!member) {
      openPopup('login');
      return;
    }
    opener.current = button;
    setNotice(null);
    setRedeeming(item);
  };
  const closeRedeem = () => {
    setRedeeming(null);
    // Back where the member was: the item's own button.
    setTimeout(() => opener.current?.focus(), 0);
  };
  const redeemed = (answer: RedeemAnswer) => {
    const item = redeeming!;
    setRedeeming(null);
    balance.setValue((current) => (current ? { ...current, points: answer.balance, spentTotal: current.spentTotal + answer.redemption.points } : current));
    balance.reload();
    items.reload();
    if (item.kind !== 'goods') bus.emit('balance:changed', { reason: 'pointsRedeem' });
    setNotice(t(item.kind === 'goods' ? 'pointsMall.dialog.doneGoods' : 'pointsMall.dialog.done', { name: answer.redemption.item, points: count(answer.redemption.points) }));
    setTimeout(() => noticeLine.current?.focus(), 0);
  };

  const needLogin = (
    <p>
      {t('pointsMall.needLogin')}{' '}
      <button type="button" className={formStyles.secondary} onClick={() => openPopup('login')}>
        {t('pointsMall.login')}
      </button>
    </p>
  );

  const panel = () => {
    switch (tab) {
      case 'redeem': {
        const list = items.value?.items ?? [];
        return (
          <>
            <LoadStatus loading={items.loading} error={items.error} onRetry={items.reload} shown={Boolean(items.value)} shape="tiles" count={6} />
            <p ref={noticeLine} role="status" tabIndex={-1}>
              {notice ?? ''}
            </p>
            {items.value && list.length === 0 ? (
              <EmptyState title={t('pointsMall.noItems')} />
            ) : (
              <ul className={formStyles.list} aria-label={t('pointsMall.items.label')}>
                {list.map((item) => (
                  <MallItemCard key={item.id} item={item} onRedeem={openRedeem} />
                ))}
              </ul>
            )}
            {member && rules.value && points !== null && <ConvertPanel rules={rules.value} points={points} onConverted={() => balance.reload()} />}
          </>
        );
      }
      case 'history':
        return member ? <RedeemHistory /> : needLogin;
      case 'details':
        return member ? <PointsDetails /> : needLogin;
      default:
        return <PointsRulesList rules={rules.value} />;
    }
  };

  return (
    <div className={styles.standalone} data-testid="point-mall-page">
      <PageFrame title={t('pointsMall.title')}>
        <section aria-label={t('pointsMall.balance.label')} data-testid="points-balance">
          {member ? (
            <>
              <p>
                {t('pointsMall.balance.label')}: <strong>{points === null ? '…' : t('pointsMall.balance.value', { points: count(points) })}</strong>
              </p>
              {balance.value && (
                <p className={formStyles.hint}>
                  {t('pointsMall.balance.earned', { points: count(balance.value.earnedTotal) })} · {t('pointsMall.balance.spent', { points: count(balance.value.spentTotal) })}
                </p>
              )}
              <LoadStatus loading={false} error={balance.error} onRetry={balance.reload} />
            </>
          ) : (
            <p>
              {t('pointsMall.balance.visitor')}{' '}
              <button type="button" className={formStyles.secondary} onClick={() => openPopup('login')}>
                {t('pointsMall.login')}
              </button>
            </p>
          )}
        </section>
        <Tabs label={t('pointsMall.tabsLabel')} tabs={tabs.map((id) => [id, t(`pointsMall.tabs.${id}`)])} selected={tab} onSelect={(id) => setTab(id as PointMallTab)}>
          {panel()}
        </Tabs>
      </PageFrame>
      {redeeming && points !== null && <RedeemDialog item={redeeming} points={points} onClose={closeRedeem} onRedeemed={redeemed} />}
    </div>
  );
}
