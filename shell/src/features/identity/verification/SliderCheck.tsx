import { Icon } from '@khela/shared';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSliderTrail } from './use-slider-trail';
import { answerSlider, fetchSliderChallenge, type SliderChallenge } from './verification-calls';
import styles from './verification.module.css';
import { useIdentityTranslation } from '../identity-texts';

export interface SliderCheckProps {
  /** Called once with the single-use token of a passed check (valid 2 minutes). */
  onPass: (sliderToken: string) => void;
  /** Shows a close button; the owner decides what a closed check means. */
  onCancel?: () => void;
}

type Phase = 'loading' | 'ready' | 'moving' | 'checking' | 'passed' | 'unavailable';

// Keyboard: a tap moves 2 picture pixels; holding the key speeds up to 10 per repeat.
const KEY_STEP = 2;
const KEY_STEP_MAX = 10;
const PAGE_STEP = 20;

/**
 * The slider check (our geetest): drag the piece along the track until it fills the gap in the
 * picture, by pointer (mouse, finger, pen) or by keyboard (arrows, Home/End, then Enter). The drag
 * is recorded and sent with the drop; the server judges both. A failed or expired try loads a new
 * picture, because each is good for one answer.
 */
export function SliderCheck({ onPass, onCancel }: SliderCheckProps) {
  const { t } = useIdentityTranslation();
  const titleId = useId();
  const hintId = useId();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const trail = useSliderTrail();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; startOffset: number } | null>(null);
  const offsetRef = useRef(0);
  const repeats = useRef(0);
  const alive = useRef(true);
  const latestLoad = useRef(0);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const moveTo = useCallback((value: number) => {
    offsetRef.current = value;
    setOffset(value);
  }, []);

  const load = useCallback(async () => {
    const request = (latestLoad.current += 1);
    setPhase('loading');
    const result = await fetchSliderChallenge();
    // Gone, or overtaken by a newer load: this picture is not the one on screen.
    if (!alive.current || request !== latestLoad.current) return;
    moveTo(0);
    trail.reset();
    if (result.ok) {
      setChallenge(result.value);
      setPhase('ready');
    } else {
      setChallenge(null);
      setError(result.error.message);
      setPhase('unavailable');
    }
  }, [moveTo, trail]);

  useEffect(() => {
    void load();
  }, [load]);

  const maxOffset = challenge ? challenge.width - challenge.pieceSize : 0;
  const clamp = (value: number) => Math.min(maxOffset, Math.max(0, value));
  /** Picture pixels per screen pixel: the picture shrinks on narrow phones. */
  const pictureScale = () => {
    const shown = trackRef.current?.getBoundingClientRect().width ?? 0;
    return challenge && shown > 0 ? challenge.width / shown : 1;
  };

  const submit = async () => {
    if (!challenge || phase === 'checking' || trail.points().length === 0) return;
    setPhase('checking');
    const finalOffset = offsetRef.current;
    trail.record(finalOffset, 0, { final: true });
    const result = await answerSlider({ challengeId: challenge.challengeId, offset: Math.round(finalOffset), trail: trail.points() });
    if (!alive.current) return;
    if (result.ok) {
      setError(null);
      setPhase('passed');
      onPass(result.value.sliderToken);
    } else {
      setError(result.error.message);
      await load();
    }
  };

  const movable = phase === 'ready' || phase === 'moving';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, startOffset: offsetRef.current };
    trail.start(offsetRef.current);
    setError(null);
    setPhase('moving');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const scale = pictureScale();
    const next = clamp(drag.current.startOffset + (event.clientX - drag.current.startX) * scale);
    moveTo(next);
    trail.record(next, (event.clientY - drag.current.startY) * scale);
  };

  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!movable) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void submit();
      return;
    }
    repeats.current = event.repeat ? repeats.current + 1 : 0;
    const step = Math.min(KEY_STEP_MAX, KEY_STEP + repeats.current);
    const moves: Record<string, number> = {
      ArrowRight: offsetRef.current + step,
      ArrowUp: offsetRef.current + step,
      ArrowLeft: offsetRef.current - step,
      ArrowDown: offsetRef.current - step,
      PageUp: offsetRef.current + PAGE_STEP,
      PageDown: offsetRef.current - PAGE_STEP,
      Home: 0,
      End: maxOffset,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    if (phase === 'ready') {
      trail.start(offsetRef.current);
      setError(null);
      setPhase('moving');
    }
    const next = clamp(moves[event.key]!);
    moveTo(next);
    trail.record(next, 0);
  };

  const percent = (value: number) => (challenge ? `${(value / challenge.width) * 100}%` : '0');
  const status = {
    loading: t('verification.slider.loading'),
    ready: '',
    moving: '',
    checking: t('verification.slider.checking'),
    passed: t('verification.slider.passed'),
    unavailable: '',
  }[phase];

  return (
    <div className={styles.slider} role="group" aria-labelledby={titleId} data-phase={phase}>
      <p id={titleId} className={styles.sliderTitle}>
        {t('verification.slider.instructions')}
      </p>
      {challenge && (
        <>
          <div className={styles.puzzle} style={{ aspectRatio: `${challenge.width} / ${challenge.height}`, maxWidth: challenge.width }}>
            <img className={styles.puzzleBackground} src={challenge.background} alt={t('verification.slider.picture')} draggable={false} />
            <img
              className={styles.puzzlePiece}
              src={challenge.piece}
              alt=""
              aria-hidden="true"
              draggable={false}
              style={{ left: percent(offset), top: `${(challenge.pieceY / challenge.height) * 100}%`, width: percent(challenge.pieceSize) }}
            />
          </div>
          <div className={styles.track} ref={trackRef} style={{ maxWidth: challenge.width }}>
            <div className={styles.trackFill} style={{ width: percent(offset + challenge.pieceSize / 2) }} />
            <div
              role="slider"
              tabIndex={movable ? 0 : -1}
              aria-label={t('verification.slider.handle')}
              aria-describedby={hintId}
              aria-valuemin={0}
              aria-valuemax={maxOffset}
              aria-valuenow={Math.round(offset)}
              aria-valuetext={t('verification.slider.position', { percent: maxOffset ? Math.round((offset / maxOffset) * 100) : 0 })}
              aria-disabled={!movable}
              className={styles.handle}
              style={{ left: percent(offset), width: percent(challenge.pieceSize) }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
            >
              <Icon name={phase === 'passed' ? 'check' : 'arrow-right'} />
            </div>
          </div>
          <p id={hintId} className={styles.hint}>
            {t('verification.slider.keyboardHint')}
          </p>
        </>
      )}
      <p role="status" className={styles.sliderStatus}>
        {status}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.sliderActions}>
        <button type="button" className="kh-button" onClick={() => void load()} disabled={phase === 'loading' || phase === 'checking' || phase === 'passed'}>
          {t('verification.slider.refresh')}
        </button>
        {onCancel && (
          <button type="button" className="kh-button" onClick={onCancel}>
            {t('verification.slider.close')}
          </button>
        )}
      </div>
    </div>
  );
}
