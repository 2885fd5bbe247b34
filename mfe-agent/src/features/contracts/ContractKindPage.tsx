import { bus, contractCalls, Skeleton, unwrap, useQuery, useSearchParams, type ContractKindWire } from '@khela/shared';
import { formStyles, PageFrame } from '@khela/shared/reports';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractCard, contractQueryKeys } from './ContractCard';
import styles from './contracts.module.css';
import { DownlinesTab } from './DownlinesTab';

/** A tab another part adds to a contract page (the settlement's "Records" of bills). */
export interface ExtraContractTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** "My contract": the one in force (or from the next period), an offer waiting for an answer, and the history. */
function MyContractTab({ kind }: { kind: ContractKindWire }) {
  const { t } = useTranslation('agent');
  const own = useQuery({ queryKey: contractQueryKeys.own(kind), queryFn: () => unwrap(contractCalls.own(kind)) });
  if (own.isPending) return <Skeleton shape="cards" count={1} label={t('loading')} />;
  if (own.isError) return <p role="alert">{own.error.message}</p>;
  const view = own.data[0];
  if (!view) return null;
  return (
    <>
      {!view.offered ? <p className={formStyles.hint}>{t('contracts.kindOff')}</p> : null}
      <h2>{t('contracts.current')}</h2>
      {view.current.length === 0 ? <p>{t('contracts.noCurrent')}</p> : view.current.map((c) => <ContractCard key={c.id} contract={c} />)}
      <h2>{t('contracts.pending')}</h2>
      {view.pending.length === 0 ? (
        <p>{t('contracts.noPending')}</p>
      ) : (
        view.pending.map((c) => (
          <ContractCard key={c.id} contract={c}>
            <button type="button" className={formStyles.primary} onClick={() => bus.emit('popup:open', { name: 'contract' })}>
              {t('contracts.answer')}
            </button>
          </ContractCard>
        ))
      )}
      <h2>{t('contracts.history')}</h2>
      {view.history.length === 0 ? <p>{t('contracts.noHistory')}</p> : view.history.map((c) => <ContractCard key={c.id} contract={c} />)}
    </>
  );
}

/**
 * A contract kind's page of the agent center (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): tabs "My contract" and "Downlines", then any `extraTabs`
 * another part adds (the settlement's records). `?downline=<id>` opens the downlines tab with that
 * downline chosen in the offer form.
 */
export function ContractKindPage({ kind, page, extraTabs = [] }: { kind: ContractKindWire; page: string; extraTabs?: ExtraContractTab[] }) {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const preselected = params.get('downline');
  const tabs: ExtraContractTab[] = [
    { id: 'mine', label: t('contracts.tabs.mine'), render: () => <MyContractTab kind={kind} /> },
    { id: 'downlines', label: t('contracts.tabs.downlines'), render: () => <DownlinesTab kind={kind} preselected={preselected} /> },
    ...extraTabs,
  ];
  const [active, setActive] = useState(preselected ? 'downlines' : 'mine');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    setActive(next.id);
    tabRefs.current[next.id]?.focus();
  };

  const current = tabs.find((tab) => tab.id === active) ?? tabs[0]!;
  return (
    <PageFrame title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} testId={`agent-page-${page}`}>
      <div role="tablist" aria-label={t(`pages.${page}.title`)} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0} className={styles.panel}>
        {current.render()}
      </div>
    </PageFrame>
  );
}
