import { asciiDigits, Popup } from '@khela/shared';
import { formStyles, TextField } from '@khela/shared/reports';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionId } from '@/lib/submission-id';
import { deliveryErrors, type DeliveryErrors, type DeliveryFields, maxQuantity } from './mall-rules';
import { pointMallCalls } from './point-mall-calls';
import type { MallItem, RedeemAnswer } from './point-mall-types';
import { usePointsFormat } from './use-points-format';

export interface RedeemDialogProps {
  item: MallItem;
  /** The member's points now. */
  points: number;
  onClose: () => void;
  onRedeemed: (answer: RedeemAnswer) => void;
}

/**
 * The redeem popup: a quantity (1 to what stock, caps and points allow), the delivery address for
 * goods, the total and the points left. The focus starts on the quantity and stays inside (Popup);
 * the page puts it back on the item's button when the popup closes. The body goes sealed.
 */
export function RedeemDialog({ item, points, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation('member');
  const { count } = usePointsFormat();
  const max = Math.max(1, maxQuantity(item, points));
  const [quantityText, setQuantityText] = useState('1');
  const [fields, setFields] = useState<DeliveryFields>({ name: '', phone: '', address: '' });
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const quantityField = useRef<HTMLInputElement>(null);
  const failureLine = useRef<HTMLParagraphElement>(null);
  const submission = useSubmissionId();

  // The popup focuses its close button first; the first thing to do here is the quantity.
  useEffect(() => {
    const later = setTimeout(() => quantityField.current?.focus(), 0);
    return () => clearTimeout(later);
  }, []);

  const quantity = Number(asciiDigits(quantityText).trim());
  const quantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
  const total = quantityValid ? quantity * item.pointsCost : item.pointsCost;
  const short = total - points;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !quantityValid || short > 0) return;
    const problems = item.needsAddress ? deliveryErrors(fields) : {};
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const delivery = item.needsAddress ? { name: fields.name.trim(), phone: fields.phone.trim(), address: fields.address.trim() } : undefined;
    const values = { itemId: item.id, quantity, delivery };
    setSending(true);
    setFailure(null);
    const result = await pointMallCalls.redeem({ ...values, requestId: submission.idFor(values) });
    setSending(false);
    if (result.ok) {
      submission.settle();
      onRedeemed(result.value);
      return;
    }
    setFailure(result.error.message);
    failureLine.current?.focus();
  };

  const field = (name: keyof DeliveryFields, autoComplete: string, maxLength: number) => (
    <TextField
      label={t(`pointsMall.dialog.${name}`)}
      name={name}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={fields[name]}
      error={errors[name] ? t(`pointsMall.dialog.${errors[name]}`) : null}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <Popup title={t('pointsMall.dialog.title', { name: item.name })} onClose={onClose} width={400} testId="redeem-dialog">
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={quantityField}
          label={t('pointsMall.dialog.quantity')}
          hint={t('pointsMall.dialog.quantityHint', { max: count(max) })}
          inputMode="numeric"
          value={quantityText}
          error={quantityValid ? null : t('pointsMall.dialog.quantityHint', { max: count(max) })}
          onChange={(event) => setQuantityText(event.target.value)}
        />
        {item.needsAddress && (
          <fieldset>
            <legend>{t('pointsMall.dialog.delivery')}</legend>
            {field('name', 'name', 100)}
            {field('phone', 'tel', 20)}
            {field('address', 'street-address', 300)}
          </fieldset>
        )}
        <p role="status" className={formStyles.summary}>
          {t('pointsMall.dialog.total', { points: count(total) })}
          <br />
          {short > 0 ? t('pointsMall.dialog.notEnough', { points: count(short) }) : t('pointsMall.dialog.after', { points: count(points - total) })}
        </p>
        <p ref={failureLine} role="alert" tabIndex={-1} className={formStyles.hint}>
          {failure ?? ''}
        </p>
        <div>
          <button type="submit" className={formStyles.primary} disabled={sending || !quantityValid || short > 0}>
            {sending ? t('pointsMall.dialog.sending') : t('pointsMall.dialog.confirm')}
          </button>{' '}
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            {t('pointsMall.dialog.cancel')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
