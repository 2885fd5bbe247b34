import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import { claimHumanCheck, storeHumanCheck } from './human-checks';
import { randomId } from './secrets';
import { PIECE_SIZE, renderSliderPictures, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider-images';
import { plausibleHumanTrail, SLIDER_TOLERANCE, type TrailPoint } from './slider-trail';

const CHALLENGE_TTL_SECONDS = 2 * 60;
const PASS_TTL_SECONDS = 2 * 60;
// The notch is never right at the start, so a drop without dragging cannot pass.
const MIN_TARGET_X = PIECE_SIZE + 20;
const MAX_TARGET_X = SLIDER_WIDTH - PIECE_SIZE - 4;
const PIECE_MARGIN_Y = 6;

export interface SliderChallenge {
  challengeId: string;
  /** Track and picture width; offsets are in these pixels. */
  width: number;
  height: number;
  pieceSize: number;
  /** Where the piece sits vertically (its box's top edge). */
  pieceY: number;
  /** data:image/jpeg;base64,… the scene with the notch. */
  background: string;
  /** data:image/png;base64,… the piece. */
  piece: string;
}

/** A slider puzzle: the notch at a random place, valid 2 minutes, one answer. */
export async function issueSliderChallenge(db: Queryable): Promise<SliderChallenge> {
  const challengeId = randomId();
  const targetX = MIN_TARGET_X + randomInt(MAX_TARGET_X - MIN_TARGET_X + 1);
  const pieceY = PIECE_MARGIN_Y + randomInt(SLIDER_HEIGHT - PIECE_SIZE - 2 * PIECE_MARGIN_Y + 1);
  const pictures = await renderSliderPictures(targetX, pieceY);
  await storeHumanCheck(db, { id: challengeId, kind: 'slider', answer: String(targetX), ttlSeconds: CHALLENGE_TTL_SECONDS });
  return {
    challengeId,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceSize: PIECE_SIZE,
    pieceY,
    background: `data:image/jpeg;base64,${pictures.background.toString('base64')}`,
    piece: `data:image/png;base64,${pictures.piece.toString('base64')}`,
  };
}

/**
 * Judges a drop: the challenge is used up whatever the outcome (no second try on the same
 * picture). Passing gives a single-use slider token, valid 2 minutes, for the call it guards.
 */
export async function answerSliderChallenge(
  db: Queryable,
  answer: { challengeId: string; offset: number; trail: readonly TrailPoint[] },
): Promise<{ sliderToken: string }> {
  const stored = await claimHumanCheck(db, answer.challengeId, 'slider');
  if (stored === null) throw new ApiError(400, 'slider.expired');
  const onTarget = Math.abs(answer.offset - Number(stored)) <= SLIDER_TOLERANCE;
  if (!onTarget || !plausibleHumanTrail(answer.trail, answer.offset, SLIDER_WIDTH)) throw new ApiError(400, 'slider.failed');
  const sliderToken = randomId();
  await storeHumanCheck(db, { id: sliderToken, kind: 'slider-pass', answer: 'pass', ttlSeconds: PASS_TTL_SECONDS });
  return { sliderToken };
}

/** True once for a live token from a passed slider; it is used up by this call. */
export async function consumeSliderToken(db: Queryable, token: string): Promise<boolean> {
  if (!token || token.length > 128) return false;
  return (await claimHumanCheck(db, token, 'slider-pass')) !== null;
}
