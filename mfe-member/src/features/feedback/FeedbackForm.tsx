import { DelayedProgress, formatNumber, useLanguage } from '@khela/shared';
import { formStyles } from '@khela/shared/reports';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import panelStyles from '@/components/panel.module.css';
import { addProofs, proofRules, type ProofProblem } from '@/lib/image-files';
import { checkContent, countCharacters, feedbackCalls, feedbackRules, feedbackTypes, type FeedbackRecord, type FeedbackType } from './feedback-calls';
import styles from './feedback.module.css';

export interface FeedbackFormProps {
  onSent: (record: FeedbackRecord) => void;
}

/**
 * The feedback form (SPEC §5): what it is about, at most 140 characters with a counter, and up to
 * 3 png or jpg images of at most 5 MB, checked as they are picked; sent as a multipart PUT.
 */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const id = useId();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ type?: string; content?: string }>({});
  const [pickProblem, setPickProblem] = useState<{ kind: ProofProblem; file?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  const limits = { max: count(feedbackRules.maxContent), min: count(feedbackRules.minWords), maxWords: count(feedbackRules.maxWords) };
  const imageLimits = { max: count(proofRules.maxFiles), size: count(proofRules.maxBytes / 1024 / 1024) };
  const characters = countCharacters(content);
  const imageError = pickProblem ? t(`feedback.form.imageErrors.${pickProblem.kind}`, { ...imageLimits, file: pickProblem.file ?? '' }) : null;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const result = addProofs(files, picked);
    if (result.ok) {
      setPickProblem(null);
      setFiles(result.files);
    } else setPickProblem({ kind: result.problem, file: result.file });
  };
  const remove = (index: number) => {
    setFiles(files.filter((_, at) => at !== index));
    setPickProblem(null);
    filesRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    setSent(false);
    const contentProblem = checkContent(content);
    const found = {
      type: type ? undefined : t('feedback.form.errors.type'),
      content: contentProblem ? t(`feedback.form.errors.${contentProblem}`, limits) : undefined,
    };
    setProblems(found);
    if (found.type) return typeRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    setSending(true);
    const result = await feedbackCalls.send(type as FeedbackType, content.trim(), files);
    setSending(false);
    if (!result.ok) return setError(result.error.message);
    setType('');
    setContent('');
    setFiles([]);
    setSent(true);
    onSent(result.value);
    // The form is empty again: the confirmation takes the focus and is read.
    requestAnimationFrame(() => sentRef.current?.focus());
  };

  const described = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className={formStyles.form} aria-label={t('feedback.form.title')} onSubmit={(event) => void submit(event)} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-type`}>{t('feedback.form.type')}</label>
        <select
          ref={typeRef}
          id={`${id}-type`}
          className={formStyles.control}
          value={type}
          aria-invalid={problems.type ? true : undefined}
          aria-describedby={described(problems.type && `${id}-type-error`)}
          onChange={(event) => {
            setType(event.target.value as FeedbackType | '');
            setProblems((previous) => ({ ...previous, type: undefined }));
          }}
        >
          <option value="">{t('feedback.form.choose')}</option>
          {feedbackTypes.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.types.${value}`)}
            </option>
          ))}
        </select>
        {problems.type && (
          <small id={`${id}-type-error`} className={formStyles.fieldError}>
            {problems.type}
          </small>
        )}
      </div>

      <div className={formStyles.field}>
        <label htmlFor={`${id}-content`}>{t('feedback.form.content')}</label>
        <textarea
          ref={contentRef}
          id={`${id}-content`}
          name="content"
          className={formStyles.control}
          maxLength={feedbackRules.maxContent}
          rows={4}
          value={content}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={described(`${id}-count`, `${id}-content-hint`, problems.content && `${id}-content-error`)}
          onChange={(event) => setContent(event.target.value)}
        />
        <small id={`${id}-count`} className={characters >= feedbackRules.maxContent ? styles.counterFull : styles.counter} data-testid="feedback-count">
          {t('feedback.form.count', { count: count(characters), max: limits.max })}
        </small>
        <small id={`${id}-content-hint`} className={formStyles.hint}>
          {t('feedback.form.contentHint', limits)}
        </small>
        {problems.content && (
          <small id={`${id}-content-error`} className={formStyles.fieldError}>
            {problems.content}
          </small>
        )}
      </div>

      <div className={formStyles.field}>
        <label htmlFor={`${id}-images`}>{t('feedback.form.images')}</label>
        <input
          ref={filesRef}
          id={`${id}-images`}
          type="file"
          accept={proofRules.accept}
          multiple
          className={styles.fileInput}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={described(`${id}-images-hint`, imageError && `${id}-images-error`)}
          onChange={pick}
        />
        <small id={`${id}-images-hint`} className={formStyles.hint}>
          {t('feedback.form.imagesHint', imageLimits)}
        </small>
        {imageError && (
          <small id={`${id}-images-error`} className={formStyles.fieldError}>
            {imageError}
          </small>
        )}
        {files.length > 0 && (
          <ul className={styles.files} aria-label={t('feedback.form.chosen')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span>{file.name}</span>
                <button type="button" className={panelStyles.small} aria-label={t('feedback.form.remove', { file: file.name })} onClick={() => remove(index)}>
                  {t('feedback.form.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p role="alert" className={panelStyles.error}>
        {error ?? ''}
      </p>
      <p ref={sentRef} tabIndex={-1} className={panelStyles.success} role="status">
        {sent ? t('feedback.form.sent') : ''}
      </p>
      <DelayedProgress active={sending && files.length > 0} label={t('common:uploading')} testId="feedback-upload-progress" />
      <div className={panelStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={sending}>
          {sending ? t('feedback.form.sending') : t('feedback.form.submit')}
        </button>
      </div>
    </form>
  );
}
