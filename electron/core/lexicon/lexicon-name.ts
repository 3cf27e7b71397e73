import { z } from 'zod';
import { TEXT_LIMITS } from '../../common/limits.ts';
import { StationRequestError } from '../errors.ts';

/** A lexicon name as directors type it: NWL2023, CSW24, "NSWL 2023"… */
export const lexiconNameSchema = z
  .string()
  .trim()
  .min(1, 'A lexicon needs a name, e.g. NWL2023.')
  .max(TEXT_LIMITS.lexiconName, `A lexicon name has at most ${TEXT_LIMITS.lexiconName} characters.`)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u,
    'A lexicon name uses letters, digits, spaces, dots, dashes and underscores.',
  );

/** The name trimmed, or a StationRequestError saying what is wrong with it. */
export function checkedLexiconName(name: string): string {
  const parsed = lexiconNameSchema.safeParse(name);
  if (!parsed.success) throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Bad name.');
  return parsed.data;
}
