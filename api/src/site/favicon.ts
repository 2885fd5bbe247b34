import { deflateSync } from 'node:zlib';

/**
 * Khela's favicon, drawn like the logo (media-drawings.ts): the K in ink on a gold plate with an
 * amber rim. The SVG is what current browsers use; the .ico beside it (16, 32 and 48 px, PNG
 * inside) is for browsers and tools that only ask for /favicon.ico. Both come from this one
 * drawing: the .ico is rasterised here, without a graphics library, so `draw-media` rebuilds it.
 */

interface Stroke {
  from: [number, number];
  to: [number, number];
}

/** On a 64×64 grid, as the logo: the plate fills more of the square (a tab shows it tiny), the K a little bolder. */
const ICON = {
  plate: { inset: 1, radius: 14, fill: '#facc15', rim: '#b45309', rimWidth: 2 },
  ink: '#111827',
  strokeWidth: 8,
  // The logo's K: the stem, the upper arm, the lower leg.
  strokes: [
    { from: [22, 14], to: [22, 50] },
    { from: [22, 38.5], to: [43, 15] },
    { from: [30, 30.5], to: [44, 49] },
  ] as Stroke[],
};

export const FAVICON_SIZES = [16, 32, 48] as const;

export const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect x="${ICON.plate.inset}" y="${ICON.plate.inset}" width="${64 - 2 * ICON.plate.inset}" height="${64 - 2 * ICON.plate.inset}" rx="${ICON.plate.radius}" ` +
  `fill="${ICON.plate.fill}" stroke="${ICON.plate.rim}" stroke-width="${ICON.plate.rimWidth}"/>` +
  `<path d="${ICON.strokes.map((s) => `M${s.from.join(' ')}L${s.to.join(' ')}`).join('')}" fill="none" stroke="${ICON.ink}" ` +
  `stroke-width="${ICON.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** Signed distance from (x, y) to the plate's rounded square (negative inside). */
function plateDistance(x: number, y: number): number {
  const half = 32 - ICON.plate.inset - ICON.plate.radius;
  const qx = Math.abs(x - 32) - half;
  const qy = Math.abs(y - 32) - half;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - ICON.plate.radius;
}

function segmentDistance(x: number, y: number, { from: [x1, y1], to: [x2, y2] }: Stroke): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** The colour at a point of the 64 grid, or null outside the plate. */
function colourAt(x: number, y: number): Rgb | null {
  const edge = plateDistance(x, y);
  if (edge > ICON.plate.rimWidth / 2) return null;
  if (ICON.strokes.some((stroke) => segmentDistance(x, y, stroke) <= ICON.strokeWidth / 2)) return rgb(ICON.ink);
  return rgb(edge > -ICON.plate.rimWidth / 2 ? ICON.plate.rim : ICON.plate.fill);
}

const SAMPLES = 4; // per pixel side: 16 samples smooth the edges

/** The icon as RGBA pixels, `size` × `size`, each pixel the average of its samples. */
export function rasterise(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scale = 64 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) * scale, (py + (sy + 0.5) / SAMPLES) * scale);
          if (!colour) continue;
          covered += 1;
          for (let c = 0; c < 3; c += 1) sum[c]! += colour[c]!;
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = covered ? Math.round(sum[c]! / covered) : 0;
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** RGBA pixels as a PNG (8 bits per channel, no filtering: the icons are tiny). */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The .ico: one PNG image per size, as Windows Vista and every current browser read it. */
export function faviconIco(): Buffer {
  const images = FAVICON_SIZES.map((size) => encodePng(rasterise(size), size));
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // an icon
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    directory.writeUInt8(FAVICON_SIZES[i]!, entry);
    directory.writeUInt8(FAVICON_SIZES[i]!, entry + 1);
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel
    directory.writeUInt32LE(image.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([directory, ...images]);
}
