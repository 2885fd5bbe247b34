import { unwrap, useMutation, type ApiResult } from '@khela/shared';
import styles from '@/components/popups.module.css';
import own from './login.module.css';

interface PostButtonProps<T> {
  label: string;
  /** The post; null when the reader gave up on the way (e.g. closed the slider): nothing is shown. */
  post: () => Promise<ApiResult<T> | null>;
  onDone: (value: T) => unknown;
}

/**
 * A secondary button under the login form (free play, one-click account): posts (the caller puts
 * its call under the loading overlay) and shows the api's refusal beneath it; a new tap clears it.
 */
export function PostButton<T>({ label, post, onDone }: PostButtonProps<T>) {
  const mutation = useMutation({
    mutationFn: async () => {
      const result = await post();
      if (result !== null) await onDone(await unwrap(Promise.resolve(result)));
    },
  });
  return (
    <div className={own.oneClick}>
      <button type="button" className={`kh-button ${own.secondary}`} onClick={() => mutation.mutate()}>
        {label}
      </button>
      {mutation.error && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
    </div>
  );
}
