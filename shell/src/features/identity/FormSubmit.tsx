import styles from '@/components/popups.module.css';

/** The end of every identity form: the api's refusal (announced) above the submit button. */
export function FormSubmit({ error, label }: { error: string | null | undefined; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={`kh-button kh-button--primary ${styles.submit}`}>
        {label}
      </button>
    </>
  );
}
