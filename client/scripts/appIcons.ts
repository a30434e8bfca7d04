import { crc32, deflateSync } from "node:zlib";
import type { Plugin } from "vite";

/** The house colours (src/app/tokens.css): the primary teal and the surface white. */
export const THEME_COLOUR = "#0f5f73";
const BACKGROUND: [number, number, number] = [0x0f, 0x5f, 0x73];
const INK: [number, number, number] = [0xff, 0xff, 0xff];

/** Sizes of the app's icons (the manifest's "any" and "maskable" share them: the mark sits in the safe zone). */
export const ICON_SIZES = [192, 512] as const;

/**
 * How much of pixel (x, y) of an icon `size` wide the mark covers (0…1, 4×4 samples): a "D" of a bar and a half ring,
 * inside the middle 60 % (the maskable safe zone), on the full-bleed teal square.
 */
function coverage(x: number, y: number, size: number): number {
  let hits = 0;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const u = (x + (i + 0.5) / 4) / size - 0.5;
      const v = (y + (j + 0.5) / 4) / size - 0.5;
      const bar = u >= -0.17 && u <= -0.08 && Math.abs(v) <= 0.25;
      const r = Math.hypot(u + 0.08, v);
      const ring = u >= -0.08 && r <= 0.25 && r >= 0.16;
      if (bar || ring) hits++;
    }
  return hits / 16;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG (RGB, 8 bit) of the app's mark, drawn here: no picture is shipped in the repository. */
export function iconPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const c = coverage(x, y, size);
      for (let k = 0; k < 3; k++) row[1 + x * 3 + k] = Math.round(BACKGROUND[k]! * (1 - c) + INK[k]! * c);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Writes icons/icon-192.png and icons/icon-512.png into the build (named in the web-app manifest). */
export function appIcons(): Plugin {
  return {
    name: "app-icons",
    apply: "build",
    generateBundle() {
      for (const size of ICON_SIZES) this.emitFile({ type: "asset", fileName: `icons/icon-${size}.png`, source: iconPng(size) });
    },
  };
}
