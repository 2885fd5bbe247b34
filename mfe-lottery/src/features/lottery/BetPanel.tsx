import { ApiError, balanceAtom, bus, Icon, currencySymbolAtom, formatMoney, useLanguage, useMutation, useQueryClient } from '@khela/shared';
import { checkBetLine, lotteryCalls } from '@khela/shared/lottery';
import type { LotteryDraw, LotteryGame, LotteryPlaced } from '@khela/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { D5_POSITIONS, maxSlipLines, pickerOf, quickPicks, selectionsOf, unitsOf, type Picker } from '@/lib/bet-pickers';
import { localCount, localOdds } from '@/lib/local-numbers';
import { wingoColours } from '@/lib/numbers';
import { oddsTable, pickedOdds } from '@/lib/odds';
import { lineCost, lineKey, placeBody, slipTotal, type SlipLine } from '@/lib/slip';
import { OddsList } from './OddsList';
import { lotteryKey } from './use-lottery';
import { useSlipRequestId } from './use-slip-request-id';
import styles from './lottery.module.css';

/** Stake chips, in whole currency units. */
export const stakeChips = [10, 50, 100, 500] as const;

interface Props {
  game: LotteryGame;
  draw: LotteryDraw | null;
  /** Betting is over for this draw (the freeze) or not open yet. */
  frozen: boolean;
}

/** The selection of a line in words (colours, big/small…) as the slip and my bets show it. */
export function useSelectionText() {
  const { t } = useTranslation('lottery');
  return (selection: string[]) => selection.map((part) => (/^[a-z]+$/.test(part) ? t(`options.${part}`, { defaultValue: part }) : part)).join(' ');
}

/**
 * The betting board's form: bet types as tabs, the picker of the chosen type (grid, positions,
 * typed numbers, quick picks), the stake with chips, and the slip of several lines with its total.
 * Place posts the slip for the open draw; the header balance follows (balance:changed).
 */
export function BetPanel({ game, draw, frozen }: Props) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const setBalance = useSetAtom(balanceAtom);
  const queryClient = useQueryClient();
  const ids = useId();
  const selectionText = useSelectionText();
  const [betType, setBetType] = useState(game.betTypes[0]?.betType ?? '');
  const [picks, setPicks] = useState<string[]>([]);
  const [positions, setPositions] = useState<string[]>(['A']);
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState(false);
  const [stakeText, setStakeText] = useState('10');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, { language, currencySymbol });
  const slipRequest = useSlipRequestId();

  const settings = {
    betTypes: Object.fromEntries(game.betTypes.map(({ betType: type, ...rule }) => [type, rule])),
    maxStakePerDraw: game.maxStakePerDraw,
    freezeSeconds: game.freezeSeconds,
  };
  const info = game.betTypes.find((type) => type.betType === betType);
  const picker: Picker | null = pickerOf(game.kind, betType);
  const stake = Math.round(Number(stakeText) * 100);
  const stakeOk = Number.isFinite(stake) && stake > 0 && (!info || (stake >= info.minStake && stake <= info.maxStake));
  const selections = picker ? selectionsOf(picker, picks, positions) : [];
  const full = lines.length + selections.length > maxSlipLines;

  const place = useMutation<LotteryPlaced, ApiError, SlipLine[]>({
    mutationFn: async (slip) => {
      // The same slip placed again (the answer was lost, the network failed) keeps its request id: booked once.
      const body = placeBody(game.gameCode, draw!.id, slip);
      const placed = await lotteryCalls.placeBets({ ...body, requestId: slipRequest.idFor(body) });
      if (!placed.ok) throw placed.error;
      return placed.value;
    },
    onSuccess: (placed, slip) => {
      slipRequest.settle();
      setBalance(placed.balance);
      bus.emit('balance:changed', { reason: 'lotteryBet' });
      setNotice(t('slip.placed', { count: placed.bets.length, n: localCount(placed.bets.length, language), drawNo: draw?.drawNo ?? '', total: money(slipTotal(slip)) }));
      setLines([]);
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, 'bets'] });
    },
  });

  const chooseType = (next: string) => {
    setBetType(next);
    setPicks([]);
    setEntry('');
    setEntryError(false);
  };
  const toggle = (value: string) => {
    setNotice(null);
    setPicks((current) => {
      if (current.includes(value)) return current.filter((v) => v !== value);
      if (picker?.mode === 'combo' && current.length >= (picker.count ?? 0)) return current;
      return [...current, value];
    });
  };
  const togglePosition = (position: string) =>
    setPositions((current) => (current.includes(position) ? current.filter((p) => p !== position) : [...current, position].sort()));
  const addEntry = (event: FormEvent) => {
    event.preventDefault();
    const digits = picker?.digits ?? 4;
    if (!new RegExp(`^\\d{${digits}}$`).test(entry)) {
      setEntryError(true);
      return;
    }
    setEntryError(false);
    setPicks((current) => (current.includes(entry) ? current : [...current, entry]));
    setEntry('');
  };
  /** The rules' own count of units (one per number for lô, đề…), as the api will charge; the picker's count if the rules cannot read the game's terms. */
  const unitsByRules = (selection: string[]) => {
    try {
      const check = checkBetLine(game.kind, settings, betType, selection, stake);
      if (check.ok) return check.units;
    } catch {
      /* odds the rules cannot read: the api decides */
    }
    return unitsOf(picker, selection);
  };
  const addToSlip = () => {
    if (!stakeOk || selections.length === 0 || full) return;
    setNotice(null);
    place.reset();
    setLines((current) => {
      const next = [...current];
      for (const selection of selections) {
        const key = lineKey(betType, selection);
        const line = { key, betType, selection, stake, units: unitsByRules(selection) };
        const at = next.findIndex((l) => l.key === key);
        if (at >= 0) next[at] = line;
        else next.push(line);
      }
      return next;
    });
    setPicks([]);
  };

  const optionLabel = (option: string) => (picker?.worded ? t(`options.${option}`) : option);
  const optionColours = (option: string) => {
    if (game.kind === 'wingo' && betType === 'number') return wingoColours(Number(option)).join(' ');
    if (game.kind === 'wingo' && betType === 'colour') return option;
    return undefined;
  };
  const total = slipTotal(lines);

  /** The odds of the current picks where they decide it (K3 sum 8 → 9.88), else the bet type's. */
  const oddsText = (() => {
    if (!info) return '';
    const single = (odds: string, alt: string | null) =>
      alt ? t('board.oddsAlt', { odds: localOdds(odds, language), alt: localOdds(alt, language) }) : t('board.odds', { odds: localOdds(odds, language) });
    const picked = picks.map((pick) => ({ pick, odds: pickedOdds(game.kind, info.betType, info, pick) })).filter((p) => p.odds !== null);
    const distinct = new Set(picked.map((p) => `${p.odds!.odds}|${p.odds!.alt ?? ''}`));
    if (picked.length > 0 && distinct.size === 1) return single(picked[0]!.odds!.odds, picked[0]!.odds!.alt);
    if (picked.length > 1) return picked.map((p) => t('board.oddsOf', { pick: optionLabel(p.pick), odds: localOdds(p.odds!.odds, language) })).join(' · ');
    if (oddsTable(game.kind, info.betType, info)) return t('board.oddsByResult');
    return single(info.odds, info.oddsAlt);
  })();

  return (
    <div className={styles.betPanel}>
      <div role="tablist" aria-label={t('board.betTypes')} className={styles.tabs}>
        {game.betTypes.map((type) => (
          <button
            key={type.betType}
            type="button"
            role="tab"
            aria-selected={type.betType === betType}
            aria-controls={`${ids}-panel`}
            className={styles.tab}
            onClick={() => chooseType(type.betType)}
          >
            {t(`betTypes.${type.betType}.name`, { defaultValue: type.betType })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} className={styles.picker} aria-label={t(`betTypes.${betType}.name`, { defaultValue: betType })}>
        {info && (
          <>
            <p className={styles.oddsLine}>
              <strong data-testid="lottery-odds">{oddsText}</strong>
              <span className={styles.muted}>{t('board.limits', { min: money(info.minStake), max: money(info.maxStake) })}</span>
            </p>
            {oddsTable(game.kind, info.betType, info) && <OddsList kind={game.kind} betType={info.betType} odds={info.odds} oddsAlt={info.oddsAlt} />}
          </>
        )}
        <p className={styles.muted}>{t(`betTypes.${betType}.rule`, { defaultValue: '' })}</p>
        {picker?.mode === 'positioned' && (
          <fieldset className={styles.options}>
            <legend>{t('board.positions')}</legend>
            {D5_POSITIONS.map((position) => (
              <button key={position} type="button" aria-pressed={positions.includes(position)} className={styles.option} onClick={() => togglePosition(position)}>
                {position}
              </button>
            ))}
          </fieldset>
        )}
        {picker?.mode === 'none' && <p>{t('board.noSelection')}</p>}
        {picker && picker.options.length > 0 && (
          <fieldset className={picker.twoDigitGrid ? styles.grid : styles.options}>
            <legend>{picker.mode === 'combo' ? t('board.pickCount', { count: picker.count, n: localCount(picker.count ?? 0, language), picked: localCount(picks.length, language) }) : t('board.picks')}</legend>
            {picker.options.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={picks.includes(option)}
                className={styles.option}
                data-colours={optionColours(option)}
                onClick={() => toggle(option)}
              >
                {optionLabel(option)}
              </button>
            ))}
          </fieldset>
        )}
        {picker?.twoDigitGrid && (
          <div className={styles.quick} role="group" aria-label={t('board.quick.label')}>
            <button type="button" className={styles.chip} onClick={() => setPicks(quickPicks.random(picker.options, picker.count ?? 1))}>
              {t('board.quick.random')}
            </button>
            {picker.mode === 'group' && (
              <>
                <button type="button" className={styles.chip} onClick={() => setPicks(quickPicks.evens())}>
                  {t('board.quick.evens')}
                </button>
                <button type="button" className={styles.chip} onClick={() => setPicks(quickPicks.odds())}>
                  {t('board.quick.odds')}
                </button>
                {['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
                  <button key={digit} type="button" className={styles.chip} onClick={() => setPicks(quickPicks.head(digit))} aria-label={`${t('board.quick.heads')} ${t('board.quick.head', { digit })}`}>
                    {t('board.quick.head', { digit })}
                  </button>
                ))}
              </>
            )}
            <button type="button" className={styles.chip} onClick={() => setPicks([])}>
              {t('board.quick.clear')}
            </button>
          </div>
        )}
        {picker?.digits && (
          <form className={styles.entry} onSubmit={addEntry} noValidate>
            <label htmlFor={`${ids}-entry`}>{t('board.entry', { digits: localCount(picker.digits, language) })}</label>
            <input
              id={`${ids}-entry`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={picker.digits}
              value={entry}
              aria-invalid={entryError}
              aria-describedby={entryError ? `${ids}-entry-error` : undefined}
              onChange={(event) => setEntry(event.target.value.replace(/\D/g, ''))}
            />
            <button type="submit" className={styles.chip}>
              {t('board.entryAdd')}
            </button>
            {entryError && (
              <p id={`${ids}-entry-error`} role="alert" className={styles.error}>
                {t('board.entryInvalid', { digits: localCount(picker.digits, language) })}
              </p>
            )}
            {picks.length > 0 && <p className={styles.muted}>{picks.join(' · ')}</p>}
          </form>
        )}
        <div className={styles.stakeRow}>
          <label htmlFor={`${ids}-stake`}>{t('board.stake', { symbol: currencySymbol })}</label>
          <input
            id={`${ids}-stake`}
            inputMode="decimal"
            value={stakeText}
            aria-invalid={!stakeOk}
            aria-describedby={!stakeOk ? `${ids}-stake-error` : undefined}
            onChange={(event) => setStakeText(event.target.value.replace(/[^\d.]/g, ''))}
          />
          <div role="group" aria-label={t('board.chips')} className={styles.quick}>
            {stakeChips.map((chip) => (
              <button key={chip} type="button" className={styles.chip} aria-pressed={stakeText === String(chip)} onClick={() => setStakeText(String(chip))}>
                {t('board.chip', { amount: localCount(chip, language) })}
              </button>
            ))}
          </div>
          {!stakeOk && info && (
            <p id={`${ids}-stake-error`} className={styles.error}>
              {t('board.stakeInvalid', { min: money(info.minStake), max: money(info.maxStake) })}
            </p>
          )}
        </div>
        <button type="button" className={styles.secondary} disabled={!stakeOk || selections.length === 0 || full} onClick={addToSlip}>
          {t('board.add')}
        </button>
        {full && <p className={styles.error}>{t('slip.full', { max: localCount(maxSlipLines, language) })}</p>}
      </div>

      <section className={styles.slip} aria-labelledby={`${ids}-slip`} data-testid="lottery-slip">
        <h3 id={`${ids}-slip`} className={styles.subtitle}>
          {t('slip.title')}
        </h3>
        {lines.length === 0 ? (
          <p className={styles.muted}>{t('slip.empty')}</p>
        ) : (
          <ul className={styles.slipLines}>
            {lines.map((line) => {
              const text = t('slip.line', { betType: t(`betTypes.${line.betType}.name`, { defaultValue: line.betType }), selection: selectionText(line.selection) });
              return (
                <li key={line.key} className={styles.slipLine}>
                  <span>{text}</span>
                  <span className={styles.muted}>{t('slip.units', { stake: money(line.stake), units: localCount(line.units, language) })}</span>
                  <strong>{money(lineCost(line))}</strong>
                  <button type="button" className={styles.remove} aria-label={t('slip.remove', { line: text })} onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}>
                    <Icon name="close" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t('slip.total')}</span>
          <strong data-testid="slip-total">{money(total)}</strong>
        </p>
        <div className={styles.slipActions}>
          {lines.length > 0 && (
            <button type="button" className={styles.secondary} onClick={() => setLines([])}>
              {t('slip.clear')}
            </button>
          )}
          <button type="button" className={styles.primary} disabled={frozen || !draw || lines.length === 0 || place.isPending} onClick={() => place.mutate(lines)}>
            {place.isPending ? t('slip.placing') : t('slip.place')}
          </button>
        </div>
        {place.error && (
          <p role="alert" className={styles.error}>
            {place.error.message}
          </p>
        )}
        {notice && (
          <p role="status" className={styles.success}>
            {notice}
          </p>
        )}
      </section>
    </div>
  );
}
