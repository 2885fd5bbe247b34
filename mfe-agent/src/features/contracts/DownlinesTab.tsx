import { contractCalls, currencySymbolAtom, Skeleton, unwrap, useLanguage, useMutation, useQuery, useQueryClient, type ContractKindWire, type ContractWire, type DownlineContracts } from '@khela/shared';
import { contractRateText } from '@khela/shared/contracts';
import { formStyles, SelectFilter, TextField } from '@khela/shared/reports';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractCard, contractQueryKeys } from './ContractCard';
import styles from './contracts.module.css';
import { emptyTier, tiersFromDrafts, type TierDraft } from './tier-input';

const GAME_TYPES = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;

/** "0.1% – 0.3%": a contract's lowest and highest rate, for the downline list. */
function useRateRange() {
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  return (contract: ContractWire | undefined) => {
    if (!contract || contract.tiers.length === 0) return '—';
    const first = contractRateText(contract.tiers[0]!, language, currencySymbol);
    const last = contractRateText(contract.tiers[contract.tiers.length - 1]!, language, currencySymbol);
    return first === last ? first : `${first} – ${last}`;
  };
}

/** The offer form: the downline, the game type, and the tiers (add, remove, edit); the api judges the chain rule. */
function OfferForm({ kind, downlines, chosen, onChoose }: { kind: ContractKindWire; downlines: DownlineContracts[]; chosen: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const [gameType, setGameType] = useState<(typeof GAME_TYPES)[number]>('CONS');
  const [rateType, setRateType] = useState<'P' | 'F'>('P');
  const [drafts, setDrafts] = useState<TierDraft[]>([{ ...emptyTier }]);
  const [inputError, setInputError] = useState<{ tier: number; field: keyof TierDraft } | null>(null);
  const [done, setDone] = useState('');
  const firstField = useRef<HTMLSelectElement>(null);
  const withNetLoss = kind === 'dividend';

  const send = useMutation({
    mutationFn: () => {
      const tiers = tiersFromDrafts(drafts, rateType, withNetLoss);
      if (!Array.isArray(tiers)) throw Object.assign(new Error('input'), { draft: tiers });
      return unwrap(contractCalls.offer({ downlineId: chosen, kind, gameType, tiers }));
    },
    onSuccess: () => {
      setDone(t('contracts.form.sent', { account: downlines.find((d) => d.memberId === chosen)?.account ?? '' }));
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.downlines(kind) });
    },
    onError: (error) => {
      const draft = (error as { draft?: { tier: number; field: keyof TierDraft } }).draft;
      setInputError(draft ?? null);
    },
  });

  useEffect(() => {
    if (chosen) firstField.current?.focus();
  }, [chosen]);

  const update = (index: number, field: keyof TierDraft, value: string) => setDrafts((list) => list.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setInputError(null);
    send.mutate();
  };
  const agents = downlines.filter((d) => d.isAgent);
  const fieldError = (index: number, field: keyof TierDraft) => (inputError && inputError.tier === index + 1 && inputError.field === field ? t('contracts.form.notNumber') : null);
  const serverError = send.isError && !(send.error as { draft?: unknown }).draft ? send.error.message : null;

  return (
    <form className={formStyles.form} aria-label={t('contracts.form.title')} onSubmit={submit} noValidate>
      <h2>{t('contracts.form.title')}</h2>
      <SelectFilter
        ref={firstField}
        label={t('contracts.form.downline')}
        value={chosen}
        onChange={onChoose}
        options={[['', t('contracts.form.choose')], ...agents.map((d): [string, string] => [d.memberId, d.account])]}
      />
      <SelectFilter label={t('contracts.form.gameType')} value={gameType} onChange={(v) => setGameType(v as (typeof GAME_TYPES)[number])} options={GAME_TYPES.map((g): [string, string] => [g, t(`contracts.gameType.${g}`)])} />
      <SelectFilter
        label={t('contracts.form.rateType')}
        value={rateType}
        onChange={(v) => setRateType(v === 'F' ? 'F' : 'P')}
        options={[
          ['P', t('contracts.form.percent')],
          ['F', t('contracts.form.fixed')],
        ]}
      />
      <fieldset className={styles.tiers}>
        <legend>{t('contracts.tiers.caption')}</legend>
        {drafts.map((draft, index) => (
          <fieldset key={index} className={styles.tierRow} data-testid={`tier-${index + 1}`}>
            <legend>{t('contracts.form.tierN', { n: index + 1 })}</legend>
            <TextField label={t('contracts.form.turnover')} inputMode="decimal" value={draft.turnover} onChange={(e) => update(index, 'turnover', e.target.value)} error={fieldError(index, 'turnover')} />
            {withNetLoss ? <TextField label={t('contracts.form.netLoss')} inputMode="decimal" value={draft.netLoss} onChange={(e) => update(index, 'netLoss', e.target.value)} error={fieldError(index, 'netLoss')} /> : null}
            <TextField label={t('contracts.form.activeMembers')} inputMode="numeric" value={draft.activeMembers} onChange={(e) => update(index, 'activeMembers', e.target.value)} error={fieldError(index, 'activeMembers')} />
            <TextField
              label={rateType === 'P' ? t('contracts.form.ratePercent') : t('contracts.form.rateAmount')}
              inputMode="decimal"
              value={draft.rate}
              onChange={(e) => update(index, 'rate', e.target.value)}
              error={fieldError(index, 'rate')}
            />
            {drafts.length > 1 ? (
              <button type="button" className={formStyles.secondary} onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}>
                {t('contracts.form.removeTier', { n: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        ))}
        <button type="button" className={formStyles.secondary} onClick={() => setDrafts((list) => [...list, { ...emptyTier }])}>
          {t('contracts.form.addTier')}
        </button>
      </fieldset>
      {serverError ? <p role="alert" className={formStyles.fieldError}>{serverError}</p> : null}
      <p role="status">{done}</p>
      <button type="submit" className={formStyles.primary} disabled={!chosen || send.isPending}>
        {t('contracts.form.submit')}
      </button>
    </form>
  );
}

/** "Downlines": the direct downlines with their contracts of this kind, and the offer form. */
export function DownlinesTab({ kind, preselected }: { kind: ContractKindWire; preselected: string | null }) {
  const { t } = useTranslation('agent');
  const rateRange = useRateRange();
  const [chosen, setChosen] = useState(preselected ?? '');
  const list = useQuery({ queryKey: contractQueryKeys.downlines(kind), queryFn: () => unwrap(contractCalls.downlines(kind)) });
  if (list.isPending) return <Skeleton shape="rows" count={4} label={t('loading')} />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  const chosenRow = list.data.find((d) => d.memberId === chosen);
  return (
    <>
      {list.data.length === 0 ? (
        <p>{t('contracts.noDownlines')}</p>
      ) : (
        // A phone is narrower than the table: it scrolls sideways in its own region, never the page.
        <div className={styles.tableScroll} role="region" aria-label={t('contracts.downlinesCaption')} tabIndex={0}>
          <table className={styles.table}>
            <caption>{t('contracts.downlinesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contracts.columns.account')}</th>
                <th scope="col">{t('contracts.columns.type')}</th>
                <th scope="col">{t('contracts.columns.current')}</th>
                <th scope="col">{t('contracts.columns.pending')}</th>
                <th scope="col">{t('contracts.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((d) => (
                <tr key={d.memberId} aria-current={d.memberId === chosen ? 'true' : undefined}>
                  <th scope="row">{d.account}</th>
                  <td>{d.isAgent ? t('contracts.agent') : t('contracts.member')}</td>
                  <td>{rateRange(d.current[0])}</td>
                  <td>{rateRange(d.pending[0])}</td>
                  <td>
                    {d.isAgent ? (
                      <button type="button" className={formStyles.secondary} onClick={() => setChosen(d.memberId)}>
                        {t('contracts.offerTo', { account: d.account })}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosenRow
        ? [...chosenRow.current, ...chosenRow.pending].map((c) => <ContractCard key={c.id} contract={c} />)
        : null}
      <OfferForm kind={kind} downlines={list.data} chosen={chosen} onChoose={setChosen} />
    </>
  );
}
