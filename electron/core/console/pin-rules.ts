import { randomInt } from 'node:crypto';
import { z } from 'zod';

/** A director PIN: digits only, so it can be typed on any keyboard, and at least six of them. */
export const pinSchema = z
  .string()
  .regex(/^[0-9]+$/u, 'A PIN is digits only.')
  .min(6, 'A PIN has at least 6 digits.')
  .max(12, 'A PIN has at most 12 digits.')
  .refine((pin) => !/^(\d)\1+$/u.test(pin), 'A PIN cannot be one digit repeated.')
  .refine((pin) => !'01234567890123'.includes(pin) && !'98765432109876'.includes(pin), {
    message: 'A PIN cannot be a run of consecutive digits.',
  });

// Crockford's base32 without I, L, O and U: nothing to misread when copying from the screen.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A one-time recovery code of 16 characters (80 bits) in four groups, e.g. "7K2M-Q9TX-…". */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** The code as typed, forgiving case, spaces and dashes and the letters people confuse with digits. */
export function normaliseRecoveryCode(typed: string): string {
  const cleaned = typed.toUpperCase().replace(/[\s-]/gu, '').replace(/[IL]/gu, '1').replace(/O/gu, '0');
  return cleaned.length === 16
    ? [0, 4, 8, 12].map((start) => cleaned.slice(start, start + 4)).join('-')
    : cleaned;
}
