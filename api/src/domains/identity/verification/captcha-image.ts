import { Jimp, loadFont } from 'jimp';
import { SANS_64_BLACK } from 'jimp/fonts';

type Image = InstanceType<typeof Jimp>;
type Font = Awaited<ReturnType<typeof loadFont>>;

/** Size of the picture; the popup shows it at this size (tall enough to read on a phone). */
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;

// Open Sans glyphs drawn large and shrunk: smoother edges than drawing them small.
const GLYPH_BOX = { width: 64, height: 80 };
const GLYPH_SCALE = { min: 0.6, max: 0.72 };
const MAX_TILT_DEGREES = 28;

let font: Promise<Font> | null = null;
function glyphFont(): Promise<Font> {
  // Loaded once per process (about 0.2 s); every captcha after that is a few milliseconds.
  font ??= loadFont(SANS_64_BLACK);
  return font;
}

// Visual noise only: nothing about the answer depends on these numbers.
const between = (min: number, max: number) => min + Math.random() * (max - min);
const whole = (min: number, max: number) => Math.floor(between(min, max + 1));

type Rgb = [number, number, number];
const darkColour = (): Rgb => [whole(10, 110), whole(10, 110), whole(40, 140)];

function setPixel(image: Image, x: number, y: number, [r, g, b]: Rgb, alpha = 255): void {
  const { width, height, data } = image.bitmap;
  if (x < 0 || y < 0 || x >= width || y >= height) return;
  const i = (Math.floor(y) * width + Math.floor(x)) * 4;
  const a = alpha / 255;
  data[i] = Math.round(r * a + data[i]! * (1 - a));
  data[i + 1] = Math.round(g * a + data[i + 1]! * (1 - a));
  data[i + 2] = Math.round(b * a + data[i + 2]! * (1 - a));
  data[i + 3] = 255;
}

/** A pale background that shifts in tone from left to right, speckled. */
function paintBackground(image: Image): void {
  const { width, height } = image.bitmap;
  const from: Rgb = [whole(225, 250), whole(225, 250), whole(215, 245)];
  const to: Rgb = [whole(215, 245), whole(225, 250), whole(225, 250)];
  for (let x = 0; x < width; x += 1) {
    const f = x / (width - 1);
    const colour = from.map((c, k) => c + (to[k]! - c) * f) as Rgb;
    for (let y = 0; y < height; y += 1) setPixel(image, x, y, colour);
  }
  for (let n = 0; n < 220; n += 1) setPixel(image, whole(0, width - 1), whole(0, height - 1), darkColour(), whole(60, 160));
}

/** One character, tilted, coloured and scaled to fit its slot, on its own transparent layer. */
function glyph(fontFace: Font, character: string, slot: number): Image {
  const layer = new Jimp({ ...GLYPH_BOX, color: 0x00000000 });
  layer.print({ font: fontFace, x: 8, y: 4, text: character });
  layer.autocrop();
  const [r, g, b] = darkColour();
  const { data } = layer.bitmap;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  }
  layer.rotate(between(-MAX_TILT_DEGREES, MAX_TILT_DEGREES));
  // Wide letters (M, W) shrink a little more, so neighbours touch but never merge.
  layer.scale(Math.min(between(GLYPH_SCALE.min, GLYPH_SCALE.max), (slot + 3) / layer.bitmap.width));
  return layer;
}

/** Bends the whole picture along a sine wave, so characters do not sit on one baseline. */
function wave(image: Image): void {
  const { width, height, data } = image.bitmap;
  const source = Buffer.from(data);
  const amplitude = between(2, 4);
  const period = between(60, 110);
  const phase = between(0, Math.PI * 2);
  for (let x = 0; x < width; x += 1) {
    const shift = Math.round(amplitude * Math.sin((2 * Math.PI * x) / period + phase));
    for (let y = 0; y < height; y += 1) {
      const from = Math.min(height - 1, Math.max(0, y - shift));
      source.copy(data, (y * width + x) * 4, (from * width + x) * 4, (from * width + x) * 4 + 4);
    }
  }
}

/** Curved strokes across the text, in the text's own kind of colour. */
function strikeThrough(image: Image, strokes: number): void {
  const { width, height } = image.bitmap;
  for (let n = 0; n < strokes; n += 1) {
    const colour = darkColour();
    const base = between(height * 0.3, height * 0.7);
    const amplitude = between(4, height * 0.3);
    const period = between(50, 160);
    const phase = between(0, Math.PI * 2);
    const thickness = whole(1, 2);
    for (let x = whole(0, 20); x < width - whole(0, 20); x += 1) {
      const y = base + amplitude * Math.sin((2 * Math.PI * x) / period + phase);
      for (let t = 0; t < thickness; t += 1) setPixel(image, x, y + t, colour, 200);
    }
  }
}

/** Draws the captcha text as a PNG picture. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const fontFace = await glyphFont();
  const image = new Jimp({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, color: 0xffffffff });
  paintBackground(image);
  const slot = (CAPTCHA_WIDTH - 16) / text.length;
  [...text].forEach((character, index) => {
    const layer = glyph(fontFace, character, slot);
    const x = 8 + index * slot + (slot - layer.bitmap.width) / 2 + between(-3, 3);
    const y = (CAPTCHA_HEIGHT - layer.bitmap.height) / 2 + between(-4, 4);
    image.composite(layer, Math.round(x), Math.round(y));
  });
  wave(image);
  strikeThrough(image, whole(2, 3));
  return image.getBuffer('image/png');
}
