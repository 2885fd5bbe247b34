import { asciiDigits, bus } from '@khela/shared';
import { formStyles, TextField } from '@khela/shared/reports';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionId } from '@/lib/submission-id';
import { convertProblem } from './mall-rules';
import { pointMallCalls } from './point-mall-calls';
import type { ConvertAnswer, PointsRules } from './point-mall-types';
import { usePointsFormat } from './use-points-format';

/** Points to cash: multiples of the brand's points per taka, at least its minimum; the body goes sealed. */
export function ConvertPanel({ rules, points, onConverted }: { rules: PointsRules; points: number; onConverted: (answer: ConvertAnswer) => void }) {
  const { t } = useTranslation('member');
  const { count, money } = usePointsFormat();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const messageLine = useRef<HTMLParagraphElement>(null);
  const submission = useSubmissionId();
  const wanted = Number(asciiDigits(text).replace(/[\s,]/g, ''));
  const valid = text.trim() !== '' && Number.isSafeInteger(wanted) && wanted > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    const refusal = valid ? convertProblem(wanted, rules, points) : { key: 'notMultiple' as const, multiple: rules.pointsPerTaka };
    if (refusal) {
      const { key, ...values } = refusal;
      setProblem(t(`pointsMall.convert.${key}`, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, count(value)]))));
      return;
    }
    setProblem(null);
    setSending(true);
    const values = { points: wanted };
    const result = await pointMallCalls.convert({ ...values, requestId: submission.idFor(values) });
    setSending(false);
    if (result.ok) {
      submission.settle();
      setText('');
      setMessage(t(result.value.asBonus ? 'pointsMall.convert.doneBonus' : 'pointsMall.convert.done', { points: count(result.value.points), amount: money(result.value.cash) }));
      bus.emit('balance:changed', { reason: 'pointsConvert' });
      onConverted(result.value);
    } else setMessage(result.error.message);
    setTimeout(() => messageLine.current?.focus(), 0);
  };

  return (
    <section aria-labelledby="points-convert-title">
      <h2 id="points-convert-title">{t('pointsMall.convert.title')}</h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('pointsMall.convert.points')}
          hint={valid && !convertProblem(wanted, rules, Number.MAX_SAFE_INTEGER) ? t('pointsMall.convert.cash', { amount: money((wanted / rules.pointsPerTaka) * 100) }) : t('pointsMall.convert.hint', { multiple: count(rules.pointsPerTaka), min: count(rules.minConvert) })}
          inputMode="numeric"
          value={text}
          error={problem}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={formStyles.primary} disabled={sending}>
          {sending ? t('pointsMall.convert.sending') : t('pointsMall.convert.submit')}
        </button>
      </form>
      <p ref={messageLine} role="status" tabIndex={-1}>
        {message ?? ''}
      </p>
    </section>
  );
}
