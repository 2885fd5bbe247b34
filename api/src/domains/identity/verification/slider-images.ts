import { Jimp } from 'jimp';

type Image = InstanceType<typeof Jimp>;
type Rgb = [number, number, number];

/** The picture the piece slides over; the track is as wide as the picture. */
export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;

// The piece: a 40 px square with a knob on top and on the right and a socket on the left.
const SQUARE = 40;
const KNOB = 8;
/** Width and height of the piece picture (square plus knobs). */
export const PIECE_SIZE = SQUARE + KNOB;

const top = { x: SQUARE / 2, y: KNOB };
const right = { x: SQUARE, y: KNOB + SQUARE / 2 };
const socket = { x: 0, y: KNOB + SQUARE / 2, r: KNOB - 1 };

const within = (x: number, y: number, c: { x: number; y: number }, r: number) => (x - c.x) ** 2 + (y - c.y) ** 2 <= r * r;

/** Whether a point of the piece's box belongs to the piece. */
export function insidePiece(x: number, y: number): boolean {
  const inSquare = x >= 0 && x <= SQUARE && y >= KNOB && y <= KNOB + SQUARE && !within(x, y, socket, socket.r);
  return inSquare || within(x, y, top, KNOB) || within(x, y, right, KNOB);
}

/** Pixels of the piece close to its outline: drawn light, so the shape stands out. */
function onOutline(px: number, py: number): boolean {
  const centre = (dx: number, dy: number) => insidePiece(px + 0.5 + dx, py + 0.5 + dy);
  return centre(0, 0) && [[-2, 0], [2, 0], [0, -2], [0, 2], [-1.4, -1.4], [1.4, 1.4], [-1.4, 1.4], [1.4, -1.4]].some(([dx, dy]) => !centre(dx!, dy!));
}

// Decoration only: nothing about the answer depends on these numbers.
const between = (min: number, max: number) => min + Math.random() * (max - min);

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function blend(data: Buffer, i: number, [r, g, b]: Rgb, alpha: number): void {
  data[i] = Math.round(r * alpha + data[i]! * (1 - alpha));
  data[i + 1] = Math.round(g * alpha + data[i + 1]! * (1 - alpha));
  data[i + 2] = Math.round(b * alpha + data[i + 2]! * (1 - alpha));
  data[i + 3] = 255;
}

/** A made-up landscape: sky gradient, soft suns and clouds, two rolling hill lines, fine grain. */
function paintScene(image: Image): void {
  const { width, height, data } = image.bitmap;
  const hue = between(0, 360);
  const skyTop = hsl(hue, 0.55, 0.45);
  const skyBottom = hsl((hue + 40) % 360, 0.6, 0.75);
  const blobs = Array.from({ length: 7 }, () => ({
    x: between(0, width), y: between(0, height * 0.7), r: between(10, 45), colour: hsl((hue + between(60, 300)) % 360, 0.6, between(0.5, 0.8)),
  }));
  const hills = [0.55, 0.75].map((level, n) => ({
    level: height * level, amplitude: between(8, 20), period: between(70, 180), phase: between(0, 6.3), colour: hsl((hue + 120 + n * 40) % 360, 0.45, 0.35 - n * 0.1),
  }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const f = y / (height - 1);
      blend(data, i, [0, 1, 2].map((k) => skyTop[k]! + (skyBottom[k]! - skyTop[k]!) * f) as Rgb, 1);
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d < 1) blend(data, i, blob.colour, 0.55 * (1 - d * d));
      }
      for (const hill of hills) {
        if (y > hill.level + hill.amplitude * Math.sin((2 * Math.PI * x) / hill.period + hill.phase)) blend(data, i, hill.colour, 0.9);
      }
      const grain = between(-4, 4);
      blend(data, i, grain > 0 ? [255, 255, 255] : [0, 0, 0], Math.abs(grain) / 100);
    }
  }
}

export interface SliderPictures {
  /** JPEG: a photo-like scene is a tenth of the size of the same PNG on a slow mobile network. */
  background: Buffer;
  /** PNG, for the transparency around the piece. */
  piece: Buffer;
}

const BACKGROUND_JPEG_QUALITY = 72;

/**
 * The two pictures of a slider challenge: the background with a piece-shaped notch at
 * (targetX, pieceY), and the piece cut from that spot (transparent around its shape).
 */
export async function renderSliderPictures(targetX: number, pieceY: number): Promise<SliderPictures> {
  const scene = new Jimp({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, color: 0xffffffff });
  paintScene(scene);
  const piece = new Jimp({ width: PIECE_SIZE, height: PIECE_SIZE, color: 0x00000000 });
  const from = scene.bitmap.data;
  for (let py = 0; py < PIECE_SIZE; py += 1) {
    for (let px = 0; px < PIECE_SIZE; px += 1) {
      if (!insidePiece(px + 0.5, py + 0.5)) continue;
      const s = ((pieceY + py) * SLIDER_WIDTH + targetX + px) * 4;
      const p = (py * PIECE_SIZE + px) * 4;
      from.copy(piece.bitmap.data, p, s, s + 4);
      const outline = onOutline(px, py);
      if (outline) blend(piece.bitmap.data, p, [255, 255, 255], 0.75);
      // The notch: the same spot darkened, with a faint light rim.
      blend(from, s, outline ? [255, 255, 255] : [0, 0, 0], outline ? 0.5 : 0.55);
    }
  }
  return {
    background: await scene.getBuffer('image/jpeg', { quality: BACKGROUND_JPEG_QUALITY }),
    piece: await piece.getBuffer('image/png'),
  };
}
