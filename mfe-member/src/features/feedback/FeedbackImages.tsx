import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackCalls, type FeedbackRecord } from './feedback-calls';
import styles from './feedback.module.css';

/** The member's own images of one feedback, loaded with the session (the api serves them to no one else). */
export function FeedbackImages({ images }: { images: FeedbackRecord['images'] }) {
  const { t } = useTranslation('member');
  const [urls, setUrls] = useState<Record<number, string | null>>({});
  const ids = images.map((image) => image.id).join(',');

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      ids
        .split(',')
        .filter(Boolean)
        .map(async (text) => {
          const id = Number(text);
          const url = await feedbackCalls.imageUrl(id);
          if (url) made.push(url);
          return [id, url] as const;
        }),
    ).then((pairs) => {
      if (live) setUrls(Object.fromEntries(pairs));
      else made.forEach((url) => URL.revokeObjectURL(url));
    });
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [ids]);

  if (images.length === 0) return null;
  return (
    <ul className={styles.thumbs} aria-label={t('feedback.list.images', { count: images.length })}>
      {images.map((image, index) => (
        <li key={image.id} className={styles.thumb}>
          {urls[image.id] ? (
            <img src={urls[image.id]!} alt={t('feedback.list.image', { n: index + 1 })} loading="lazy" />
          ) : (
            <span className={styles.thumbMissing}>{t('feedback.list.image', { n: index + 1 })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
