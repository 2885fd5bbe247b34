import { AreaFailure, Icon, Skeleton, useQuery, useSearchParams } from '@khela/shared';
import { deriveLotteryResult, LOTTERY_KINDS, lotteryCalls, lotteryDrawKey, lotterySeedHash } from '@khela/shared/lottery';
import type { LotteryGame, LotteryKind, LotteryResult } from '@khela/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from './ResultBalls';
import { lotteryKey } from './use-lottery';
import styles from './lottery.module.css';

/** The same tiers with the same numbers in the same order. */
export function sameResult(a: LotteryResult | null, b: LotteryResult | null): boolean {
  return a !== null && b !== null && JSON.stringify(a.tiers.map((t) => [t.tier, t.numbers])) === JSON.stringify(b.tiers.map((t) => [t.tier, t.numbers]));
}

function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <p className={ok ? styles.success : styles.error} data-testid={testId} data-ok={ok}>
      <Icon name={ok ? 'check' : 'close'} />{' '}
      {ok ? yes : no}
    </p>
  );
}

/** A drawn draw (`?drawId=`) recomputed in the browser: seed against its published hash, result against the published one. */
function DrawCheck({ drawId, kind }: { drawId: string; kind: LotteryKind }) {
  const { t } = useTranslation('lottery');
  const query = useQuery({
    queryKey: [lotteryKey, 'draw', drawId],
    queryFn: async () => {
      const draw = await lotteryCalls.draw(drawId);
      if (!draw.ok) throw draw.error;
      return draw.value;
    },
  });
  if (query.error && !query.isFetching) return <AreaFailure area="lottery-verify" onRetry={() => void query.refetch()} />;
  const draw = query.data;
  if (!draw) return <Skeleton shape="lines" count={6} label={t('loading')} />;
  const drawKey = lotteryDrawKey(draw.gameCode, draw.drawNo);
  const computedHash = draw.seed === null ? null : lotterySeedHash(draw.seed);
  const computed = draw.seed === null ? null : deriveLotteryResult(kind, draw.seed, drawKey);
  return (
    <div className={styles.section} data-testid="verify-draw">
      <h4>{t('verify.draw', { drawNo: draw.drawNo })}</h4>
      <dl className={styles.facts}>
        <dt>{t('verify.seedHash')}</dt>
        <dd className={styles.mono}>{draw.seedHash}</dd>
        <dt>{t('verify.seed')}</dt>
        <dd className={styles.mono}>{draw.seed ?? '—'}</dd>
        <dt>{t('verify.drawKey')}</dt>
        <dd className={styles.mono}>{drawKey}</dd>
      </dl>
      {draw.seed === null || computed === null ? (
        <p role="status">{t('verify.notDrawn')}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t('verify.hashOfSeed')}</dt>
            <dd className={styles.mono}>{computedHash}</dd>
            <dt>{t('verify.published')}</dt>
            <dd>
              <ResultBalls kind={kind} result={draw.result} />
            </dd>
            <dt>{t('verify.computed')}</dt>
            <dd>
              <ResultBalls kind={kind} result={computed} />
            </dd>
          </dl>
          <div role="status">
            <Verdict ok={computedHash === draw.seedHash} yes={t('verify.hashMatches')} no={t('verify.hashMismatch')} testId="verify-hash" />
            <Verdict ok={sameResult(computed, draw.result)} yes={t('verify.resultMatches')} no={t('verify.resultMismatch')} testId="verify-result" />
          </div>
        </>
      )}
    </div>
  );
}

/** Anyone's check: a seed and a draw key give the hash and the result, computed here. */
function FreeCheck({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  const [kind, setKind] = useState<LotteryKind>(game.kind);
  const [seed, setSeed] = useState('');
  const [drawKey, setDrawKey] = useState(game.lastDraw ? lotteryDrawKey(game.gameCode, game.lastDraw.drawNo) : '');
  const [hash, setHash] = useState('');
  const [done, setDone] = useState<{ hash: string; result: LotteryResult; kind: LotteryKind; expected: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!seed.trim() || !/^[^:]+:.+$/.test(drawKey.trim())) {
      setInvalid(true);
      setDone(null);
      return;
    }
    setInvalid(false);
    setDone({ hash: lotterySeedHash(seed.trim()), result: deriveLotteryResult(kind, seed.trim(), drawKey.trim()), kind, expected: hash.trim().toLowerCase() });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h4 id={`${ids}-title`}>{t('verify.form')}</h4>
      <label htmlFor={`${ids}-kind`}>{t('verify.kind')}</label>
      <select id={`${ids}-kind`} value={kind} onChange={(event) => setKind(event.target.value as LotteryKind)}>
        {LOTTERY_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`verify.kinds.${k}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-seed`}>{t('verify.seed')}</label>
      <input id={`${ids}-seed`} className={styles.mono} value={seed} autoComplete="off" spellCheck={false} onChange={(event) => setSeed(event.target.value)} />
      <label htmlFor={`${ids}-key`}>{t('verify.drawKey')}</label>
      <input id={`${ids}-key`} className={styles.mono} value={drawKey} autoComplete="off" spellCheck={false} onChange={(event) => setDrawKey(event.target.value)} />
      <label htmlFor={`${ids}-hash`}>{t('verify.seedHash')}</label>
      <input id={`${ids}-hash`} className={styles.mono} value={hash} autoComplete="off" spellCheck={false} onChange={(event) => setHash(event.target.value)} />
      <button type="submit" className={styles.primary}>
        {t('verify.compute')}
      </button>
      {invalid && (
        <p role="alert" className={styles.error}>
          {t('verify.invalid')}
        </p>
      )}
      {done && (
        <div role="status" data-testid="verify-free">
          <dl className={styles.facts}>
            <dt>{t('verify.hashOfSeed')}</dt>
            <dd className={styles.mono}>{done.hash}</dd>
            <dt>{t('verify.computed')}</dt>
            <dd>
              <ResultBalls kind={done.kind} result={done.result} />
            </dd>
          </dl>
          {done.expected && <Verdict ok={done.hash === done.expected} yes={t('verify.hashMatches')} no={t('verify.hashMismatch')} testId="verify-free-hash" />}
        </div>
      )}
    </form>
  );
}

/** The verification view: a drawn draw from the results (`&drawId=`), and the open form. */
export function Verify({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const [search] = useSearchParams();
  const titleId = useId();
  const drawId = search.get('drawId') ?? (game.lastDraw?.seed ? game.lastDraw.id : null);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lottery-verify">
      <h3 id={titleId} className={styles.subtitle}>
        {t('verify.title')}
      </h3>
      <p className={styles.muted}>{t('verify.intro')}</p>
      {drawId && /^\d{1,18}$/.test(drawId) && <DrawCheck drawId={drawId} kind={game.kind} />}
      <FreeCheck game={game} />
    </section>
  );
}
