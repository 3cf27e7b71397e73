import { z } from 'zod';
import { TEXT_LIMITS } from '../../common/limits.ts';
import { describeCharacter } from '../words/character-description.ts';

// The first character that breaks each rule, as a whole code point (`u`).
const BAD_FIRST_CHARACTER = /^[^\p{L}\p{N}]/u;
const BAD_CHARACTER = /[^\p{L}\p{N} .,:#()&'–-]/u;

/**
 * Why a station name cannot be used, naming the first character refused (an em dash pasted from a
 * word processor looks like the en dash that is allowed), or null when it can.
 */
export function stationNameProblem(name: string): string | null {
  const parsed = stationNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This station name cannot be used.');
}

/** A station name as shown on the kiosk: "Station 3", "Table 12 – Division A". */
export const stationNameSchema = z
  .string()
  .trim()
  .min(1, 'A station needs a name.')
  .max(TEXT_LIMITS.stationName, `A station name has at most ${TEXT_LIMITS.stationName} characters.`)
  .superRefine((name, context) => {
    const first = BAD_FIRST_CHARACTER.exec(name)?.[0];
    if (first !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `A station name starts with a letter or digit, not ${describeCharacter(first)}.`,
      });
      return;
    }
    const refused = BAD_CHARACTER.exec(name)?.[0];
    if (refused !== undefined) {
      context.addIssue({
        code: 'custom',
        message:
          "A station name uses letters, digits, spaces and simple punctuation (. , : # ( ) & ' – -), " +
          `not ${describeCharacter(refused)}.`,
      });
    }
  });
