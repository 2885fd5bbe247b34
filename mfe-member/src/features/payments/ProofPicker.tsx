import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@khela/shared/reports';
import panelStyles from '@/components/panel.module.css';
import { addProofs, proofRules, type ProofProblem } from '@/lib/image-files';
import styles from './payments.module.css';
import { usePaymentFormat } from './use-payment-format';

export interface ProofPickerProps {
  files: readonly File[];
  onFiles: (files: File[]) => void;
  /** The form's own complaint (none chosen), shown unless a pick just went wrong. */
  error?: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Up to 3 png or jpg images of 5 MB at most, checked as they are picked (nothing wrong is ever
 * uploaded), listed by name with a way to take one out again.
 */
export function ProofPicker({ files, onFiles, error, inputRef }: ProofPickerProps) {
  const { t } = useTranslation('member');
  const { count } = usePaymentFormat();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<{ kind: ProofProblem; file?: string } | null>(null);
  const limits = { max: count(proofRules.maxFiles), size: count(proofRules.maxBytes / 1024 / 1024) };
  // What went wrong with the last pick comes first: it is what the member just did.
  const shown = (problem ? t(`upline.report.errors.${problem.kind}`, { ...limits, file: problem.file ?? '' }) : null) ?? error ?? null;
  const describedBy = [`${id}-hint`, shown ? `${id}-error` : null].filter(Boolean).join(' ');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so the same file can be picked again after it was taken out.
    event.target.value = '';
    if (picked.length === 0) return;
    const result = addProofs(files, picked);
    if (result.ok) {
      setProblem(null);
      onFiles(result.files);
    } else setProblem({ kind: result.problem, file: result.file });
  };
  const remove = (index: number) => {
    onFiles(files.filter((_, at) => at !== index));
    setProblem(null);
    input.current?.focus();
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{t('upline.report.proofs')}</label>
      <input
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        id={id}
        type="file"
        accept={proofRules.accept}
        multiple
        className={styles.fileInput}
        aria-describedby={describedBy}
        aria-invalid={shown ? true : undefined}
        onChange={pick}
      />
      <small id={`${id}-hint`} className={formStyles.hint}>
        {t('upline.report.proofsHint', limits)}
      </small>
      {shown && (
        <small id={`${id}-error`} className={formStyles.fieldError}>
          {shown}
        </small>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('upline.report.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>{file.name}</span>
              <button type="button" className={panelStyles.small} aria-label={t('upline.report.remove', { file: file.name })} onClick={() => remove(index)}>
                {t('upline.report.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
