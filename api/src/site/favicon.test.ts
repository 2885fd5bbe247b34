import { inflateSync } from 'node:zlib';
import { FAVICON_SIZES, FAVICON_SVG, faviconIco } from './favicon';
import { LOGO_SVG } from './media-drawings';

/** The images of an .ico: size and PNG bytes, read from its directory. */
function icoImages(ico: Buffer): { width: number; height: number; png: Buffer }[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { width: ico.readUInt8(entry), height: ico.readUInt8(entry + 1), png: ico.subarray(offset, offset + size) };
  });
}

/** The RGBA pixel at (x, y) of an unfiltered 8-bit RGBA PNG, as encodePng writes it. */
function pixelOf(png: Buffer, x: number, y: number): number[] {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = png.readUInt32BE(16);
  expect([png.readUInt8(24), png.readUInt8(25)]).toEqual([8, 6]);
  const dataLength = png.readUInt32BE(33);
  const rows = inflateSync(png.subarray(41, 41 + dataLength));
  const at = y * (width * 4 + 1) + 1 + x * 4;
  return [...rows.subarray(at, at + 4)];
}

test('the .ico holds the icon at 16, 32 and 48 px: the ink K on the gold plate, the corners clear', () => {
  const images = icoImages(faviconIco());
  expect(images.map((image) => [image.width, image.height])).toEqual(FAVICON_SIZES.map((size) => [size, size]));
  for (const { width, png } of images) {
    const at = (x: number, y: number) => pixelOf(png, Math.floor((x / 64) * width), Math.floor((y / 64) * width));
    expect(at(0, 0)[3]).toBe(0); // outside the rounded plate
    expect(at(22, 30)).toEqual([0x11, 0x18, 0x27, 255]); // the K's stem, in ink
    expect(at(52, 32)).toEqual([0xfa, 0xcc, 0x15, 255]); // the plate, gold
  }
});

test('the SVG favicon is drawn like the logo: the same K, the same gold, ink and rim', () => {
  expect(FAVICON_SVG).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
  expect(FAVICON_SVG).toContain('d="M22 14L22 50M22 38.5L43 15M30 30.5L44 49"');
  for (const colour of ['#facc15', '#111827', '#b45309']) {
    expect(LOGO_SVG).toContain(colour);
    expect(FAVICON_SVG).toContain(colour);
  }
});
