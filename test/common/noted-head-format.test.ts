import { describe, expect, it } from 'vitest';
import {
  NOTED_HASH_DIGITS,
  paperForm,
  parseNotedHash,
  parseNotedHead,
} from '../../electron/common/noted-head-format.ts';

const HASH = '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b';

describe('the head noted on paper', () => {
  it('is written as the seq and 16 hex digits in groups of four', () => {
    expect(paperForm({ seq: 42, hash: HASH })).toBe('42:1a2b 3c4d 5e6f 7a8b');
    expect(NOTED_HASH_DIGITS).toBe(16);
  });

  it('is read back from the grouped form, in either case, and from the full hash', () => {
    expect(parseNotedHead('42:1a2b 3c4d 5e6f 7A8B')).toEqual({ ok: true, seq: 42, hash: '1a2b3c4d5e6f7a8b' });
    expect(parseNotedHead(` 42: ${HASH.toUpperCase()} `)).toEqual({ ok: true, seq: 42, hash: HASH });
    expect(parseNotedHead(paperForm({ seq: 7, hash: HASH }))).toEqual({
      ok: true,
      seq: 7,
      hash: HASH.slice(0, 16),
    });
  });

  // 8 digits are 32 bits: with the files, a rewritten log was ground to match them in 7 minutes on 2 cores.
  it.each([HASH.slice(0, 8), HASH.slice(0, 12), HASH.slice(0, 15), '1a2b 3c4d 5e6f'])(
    'refuses %j, too few digits to stop a rewritten log being ground to match, saying why',
    (hash) => {
      const parsed = parseNotedHead(`42:${hash}`);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.message).toContain('at least 16 hex digits');
      expect(parsed.message).toContain('64 bits');
      expect(parseNotedHash(hash)).toMatchObject({ ok: false });
    },
  );

  it.each(['42', '0:1a2b3c4d5e6f7a8b', 'four:1a2b3c4d5e6f7a8b', '42:1a2b3c4d5e6f7a8g', `42:${HASH}0`, ''])(
    'refuses %j, which is not a noted head',
    (text) => {
      expect(parseNotedHead(text).ok).toBe(false);
    },
  );
});
