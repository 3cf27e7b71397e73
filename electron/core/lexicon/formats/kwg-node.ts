// One KWG node is a little-endian u32 holding (tile, accepts, is_end, arc_index). The standard fields
// are as andy-k/wolges describes the Kurnia Word Graph in its details.txt and kwg.rs (tile << 24,
// accepts 0x800000, is_end 0x400000, arc 0x3fffff), and as andy-k/kwgc writes them. The "big" layout
// (.kbwg, for graphs with more than 2^22 nodes: arc index 24 bits, tile 6) is NOT in any wolges or
// kwgc version the project could read (2026-11): it is unverified, and docs/CLI.md says so.

/** Which bit layout a word graph file uses: `kwg` (22-bit arc index) or `kbwg` ("big", 24-bit). */
export type KwgLayout = 'kwg' | 'kbwg';

/** The bit fields of one layout, so the reader decodes either without branching per node. */
export interface KwgFields {
  readonly tileShift: number;
  readonly acceptsBit: number;
  readonly isEndBit: number;
  readonly arcMask: number;
}

const FIELDS: Readonly<Record<KwgLayout, KwgFields>> = {
  kwg: { tileShift: 24, acceptsBit: 0x80_0000, isEndBit: 0x40_0000, arcMask: 0x3f_ffff },
  kbwg: { tileShift: 26, acceptsBit: 0x200_0000, isEndBit: 0x100_0000, arcMask: 0xff_ffff },
};

/** The bit fields of `layout`. */
export function kwgFields(layout: KwgLayout): KwgFields {
  return FIELDS[layout];
}

/** The layout a file name asks for: `.kbwg` is big, `.kwg` standard, anything else null. */
export function kwgLayoutForFileName(fileName: string): KwgLayout | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.kbwg')) return 'kbwg';
  if (lower.endsWith('.kwg')) return 'kwg';
  return null;
}
