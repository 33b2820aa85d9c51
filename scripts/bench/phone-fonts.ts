/**
 * The Bengali font a phone has of its own, for the Chromium that Lighthouse drives (docs/decisions/0030-benchmark.md).
 * Every phone and desktop our visitors use has a Bengali system font (Android's is Noto Sans Bengali), and a first
 * Bangla page is drawn in it (docs/decisions/0101-the-shop-in-bangla.md). A Linux machine with no Bengali font draws
 * the same page as empty boxes, after a failed font search for every run of text: a page no visitor sees, and a
 * slower one. So the audit's Chromium is given Noto Sans Bengali as a system font, through a fontconfig file that
 * adds one folder to the machine's own fonts (FONTCONFIG_FILE; other systems ignore it and have a Bengali font).
 *
 * The font comes from `@fontsource/noto-sans-bengali`'s WOFF files, unpacked here into the TrueType that fontconfig
 * offers to Chromium (it does not draw from WOFF or WOFF2 system fonts). WOFF 1.0 (W3C): a 44-byte header, a
 * 20-byte entry per table, each table zlib-compressed when that made it smaller.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** Regular and bold, as system fonts most often come; the browser draws the heavier weights from bold. */
const WEIGHTS = [400, 700] as const;

/** A TrueType (sfnt) file from a WOFF 1.0 file. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`table ${woff.toString('latin1', entry, entry + 4)} unpacks to ${data.length} bytes, not ${origLength}`);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The sfnt header's binary-search fields (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/**
 * Writes the fonts and a fontconfig file that adds them to the machine's own, and returns the environment that
 * points Chromium at it. Called once per benchmark run; the folder is under the system's temporary directory.
 */
export function phoneFontEnvironment(): { FONTCONFIG_FILE: string } {
  const require = createRequire(import.meta.url);
  const folder = path.join(os.tmpdir(), 'mrittika-bench-fonts');
  const fonts = path.join(folder, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const weight of WEIGHTS) {
    const woff = readFileSync(require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`));
    writeFileSync(path.join(fonts, `NotoSansBengali-${weight}.ttf`), sfntFromWoff(woff));
  }
  const config = path.join(folder, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${path.join(folder, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: config };
}
