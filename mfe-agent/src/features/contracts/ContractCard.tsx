import { configAtom, currencySymbolAtom, formatDateTime, useLanguage, type ContractKindWire, type ContractWire } from '@khela/shared';
import { ContractTiers } from '@khela/shared/contracts';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contracts.module.css';

export const contractQueryKeys = {
  own: (kind: ContractKindWire) => ['contracts', 'own', kind] as const,
  downlines: (kind: ContractKindWire) => ['contracts', 'downlines', kind] as const,
};

/** How the agent center shows a contract: its tiers, its dates and its status. */
export function ContractCard({ contract, children }: { contract: ContractWire; children?: ReactNode }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const timeZone = useAtomValue(configAtom)?.merchant.timeZone || 'Asia/Dhaka';
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language, timeZone) : '—');
  return (
    <article className={styles.card} data-testid={`contract-${contract.id}`}>
      <p>
        <strong>{t(`contracts.status.${contract.status}`)}</strong> · {t(`contracts.gameType.${contract.gameType}`)} · {t(`contracts.period.${contract.period}`)}
      </p>
      <p>{t('contracts.offeredBy', { account: contract.offeredByAccount ?? t('contracts.brand') })}</p>
      <dl>
        <dt>{t('contracts.effectiveFrom')}</dt>
        <dd>{when(contract.effectiveFrom)}</dd>
        {contract.endedAt ? (
          <>
            <dt>{t('contracts.endedAt')}</dt>
            <dd>{when(contract.endedAt)}</dd>
          </>
        ) : null}
      </dl>
      <ContractTiers
        tiers={contract.tiers}
        language={language}
        currencySymbol={currencySymbol}
        showNetLoss={contract.kind === 'dividend'}
        labels={{
          caption: t('contracts.tiers.caption'),
          tier: t('contracts.tiers.tier'),
          turnover: t('contracts.tiers.turnover'),
          netLoss: t('contracts.tiers.netLoss'),
          activeMembers: t('contracts.tiers.activeMembers'),
          rate: t('contracts.tiers.rate'),
        }}
      />
      {children}
    </article>
  );
}

