import { DelayedProgress } from '@khela/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import { checkText, textLimits } from './form-checks';
import { paymentCalls, type UplineRecord } from './payment-calls';
import { ProofPicker } from './ProofPicker';
import { RemarkField } from './RemarkField';
import { FormFooter } from '@/components/FormFooter';

export interface NonReceiptFormProps {
  id: string;
  orderNo: string;
  onReported: (record: UplineRecord) => void;
  onCancel: () => void;
}

/** The sender says the upline did not receive a transfer: what happened, with 1 to 3 images as proof (multipart). */
export function NonReceiptForm({ id, orderNo, onReported, onCancel }: NonReceiptFormProps) {
  const { t } = useTranslation('member');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ remark?: string; proofs?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const proofsRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => remarkRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    const remarkProblem = checkText(remark, textLimits.remark);
    const found = {
      remark: remarkProblem ? t(`payments.errors.${remarkProblem}`, { max: textLimits.remark }) : undefined,
      proofs: files.length === 0 ? t('upline.report.errors.none') : undefined,
    };
    setProblems(found);
    if (found.remark) return remarkRef.current?.focus();
    if (found.proofs) return proofsRef.current?.focus();
    setSending(true);
    const result = await paymentCalls.reportNonReceipt(orderNo, remark.trim(), files);
    setSending(false);
    if (result.ok) onReported(result.value);
    else setError(result.error.message);
  };

  return (
    <form id={id} className={formStyles.form} aria-label={t('upline.report.title', { orderNo })} onSubmit={(event) => void submit(event)} noValidate>
      <RemarkField label={t('upline.report.remark')} value={remark} onChange={setRemark} error={problems.remark} inputRef={remarkRef} />
      <ProofPicker
        files={files}
        onFiles={(next) => {
          setFiles(next);
          setProblems((previous) => ({ ...previous, proofs: undefined }));
        }}
        error={problems.proofs}
        inputRef={(element) => {
          proofsRef.current = element;
        }}
      />
      <DelayedProgress active={sending} label={t('common:uploading')} testId="proof-upload-progress" />
      <FormFooter error={error} busy={sending} submitLabel={t('upline.report.submit')} busyLabel={t('payments.sending')} onCancel={onCancel} />
    </form>
  );
}
