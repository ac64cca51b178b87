/**
 * The ICO container: a 6-byte header, one 16-byte entry per image, then the images.
 * Every browser since Internet Explorer 9 reads PNG images inside it, so each entry
 * holds a PNG as rendered, with no bitmap conversion.
 */

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a PNG, from its IHDR chunk (always the first, at byte 16). */
export function pngSize(png: Uint8Array): {width: number; height: number} {
  if (png.length < 24 || PNG_SIGNATURE.some((byte, index) => png[index] !== byte)) {
    throw new Error('not a PNG image (its first bytes are not the PNG signature)');
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return {width: view.getUint32(16), height: view.getUint32(20)};
}

/** An ICO file holding the given PNG images (each at most 256 pixels a side). */
export function encodeIco(pngs: readonly Uint8Array[]): Uint8Array {
  const dataStart = HEADER_BYTES + ENTRY_BYTES * pngs.length;
  const size = dataStart + pngs.reduce((sum, png) => sum + png.length, 0);
  const ico = new Uint8Array(size);
  const view = new DataView(ico.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: an icon (2 would be a cursor)
  view.setUint16(4, pngs.length, true);
  let offset = dataStart;
  pngs.forEach((png, index) => {
    const {width, height} = pngSize(png);
    if (width > 256 || height > 256) {
      throw new Error(`an ICO image is at most 256 × 256 pixels; this one is ${width} × ${height}`);
    }
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    // A side of 256 is written as 0: the field is one byte.
    view.setUint8(entry, width % 256);
    view.setUint8(entry + 1, height % 256);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    ico.set(png, offset);
    offset += png.length;
  });
  return ico;
}
