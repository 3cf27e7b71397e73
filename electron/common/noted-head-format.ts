// How a chain head is written on paper and read back. Pure, with no imports, so the console's form,
// the IPC contract and the CLI all apply the same rule.

/**
 * How many hex digits of the head hash a director notes: 16 digits are 64 bits. Someone with the
 * station's files can rewrite the log and vary it until the new head begins with the noted digits;
 * each try is one SHA-256. 8 digits (2^32 tries) fell in 7 minutes on two laptop cores; 2^64 tries
 * take a GPU doing 2×10^10 SHA-256 a second about 29 years (docs/SECURITY.md has the arithmetic).
 */
export const NOTED_HASH_DIGITS = 16;

/** Why a shorter note is refused, in the words the director reads. */
export const TOO_FEW_DIGITS =
  `A noted head needs at least ${NOTED_HASH_DIGITS} hex digits (64 bits) of the hash: with fewer, ` +
  'someone with the station’s files can rewrite the log and try variations until its head begins with ' +
  'the same digits. Note the form `log head` or the console shows.';

/** A noted head as read back: the seq and the hash digits, lower case, without spaces. */
export type ParsedNotedHead =
  | { readonly ok: true; readonly seq: number; readonly hash: string }
  | { readonly ok: false; readonly message: string };

/** The head as a director writes it on paper: `SEQ:` and 16 hex digits in groups of four. */
export function paperForm(head: { readonly seq: number; readonly hash: string }): string {
  const digits = head.hash.slice(0, NOTED_HASH_DIGITS).toLowerCase();
  return `${head.seq}:${(digits.match(/.{1,4}/gu) ?? []).join(' ')}`;
}

/** Reads `SEQ:HASH` as noted on paper, spaces between the groups allowed, any letter case. */
export function parseNotedHead(text: string): ParsedNotedHead {
  const match = /^\s*([1-9][0-9]{0,14})\s*:(.*)$/u.exec(text);
  if (match === null) {
    return {
      ok: false,
      message: `A noted head is the entry number, a colon and at least ${NOTED_HASH_DIGITS} hex digits of its hash, e.g. 42:1a2b 3c4d 5e6f 7a8b.`,
    };
  }
  const hash = parseNotedHash(match[2] ?? '');
  return hash.ok ? { ok: true, seq: Number(match[1]), hash: hash.hash } : hash;
}

/** Reads the hash part of a noted head: 16 to 64 hex digits, spaces between them allowed. */
export function parseNotedHash(
  text: string,
): { readonly ok: true; readonly hash: string } | { readonly ok: false; readonly message: string } {
  const hash = text.replace(/\s/gu, '').toLowerCase();
  if (!/^[0-9a-f]*$/u.test(hash) || hash.length === 0 || hash.length > 64) {
    return {
      ok: false,
      message: `The hash of a noted head is hex digits (0–9, a–f), ${NOTED_HASH_DIGITS} to 64 of them.`,
    };
  }
  if (hash.length < NOTED_HASH_DIGITS) return { ok: false, message: TOO_FEW_DIGITS };
  return { ok: true, hash };
}

/** The pattern of a noted hash once spaces are removed: what the IPC contract accepts. */
export const NOTED_HASH_PATTERN = new RegExp(`^[0-9a-f]{${NOTED_HASH_DIGITS},64}$`, 'u');
