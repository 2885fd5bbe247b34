import { formStyles } from '@khela/shared/reports';
import { useTranslation } from 'react-i18next';
import { soldOut } from './mall-rules';
import type { MallItem } from './point-mall-types';
import { usePointsFormat } from './use-points-format';

/** One reward in the grid: what it gives, its cost, its stock and today's caps, and the Redeem button. */
export function MallItemCard({ item, onRedeem }: { item: MallItem; onRedeem: (item: MallItem, button: HTMLButtonElement) => void }) {
  const { t } = useTranslation('member');
  const { count, money, multiple } = usePointsFormat();
  const gone = soldOut(item);
  const gives =
    item.kind === 'bonus_cash' && item.value.amount
      ? [t('pointsMall.items.bonusCash', { amount: money(item.value.amount) }), item.value.multipleX100 ? t('pointsMall.items.wagering', { multiple: multiple(item.value.multipleX100) }) : null].filter(Boolean).join(', ')
      : item.kind === 'free_rounds' && item.value.rounds && item.value.stake
        ? t('pointsMall.items.freeRounds', { rounds: count(item.value.rounds), stake: money(item.value.stake) })
        : null;
  return (
    <li data-testid={`mall-item-${item.id}`}>
      <article className={formStyles.article} aria-labelledby={`mall-item-${item.id}-name`}>
        {item.image && <img src={item.image} alt="" width={96} height={96} loading="lazy" />}
        <h2 id={`mall-item-${item.id}-name`}>{item.name}</h2>
        <p>{t(`pointsMall.items.kinds.${item.kind}`)}</p>
        {item.description && <p>{item.description}</p>}
        {gives && <p>{gives}</p>}
        <p>
          <strong>{t('pointsMall.items.cost', { points: count(item.pointsCost) })}</strong>
        </p>
        <p>{item.stock === null ? t('pointsMall.items.unlimited') : item.stock === 0 ? t('pointsMall.items.soldOut') : t('pointsMall.items.stock', { n: count(item.stock) })}</p>
        {item.myLeftToday !== null && <p>{t('pointsMall.items.myLeftToday', { n: count(item.myLeftToday) })}</p>}
        {item.leftToday !== null && <p>{t('pointsMall.items.leftToday', { n: count(item.leftToday) })}</p>}
        <button
          type="button"
          className={formStyles.primary}
          disabled={gone}
          aria-label={t('pointsMall.items.redeemItem', { name: item.name })}
          onClick={(event) => onRedeem(item, event.currentTarget)}
        >
          {gone ? t('pointsMall.items.soldOut') : t('pointsMall.items.redeem')}
        </button>
      </article>
    </li>
  );
}
