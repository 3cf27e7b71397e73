import { InvalidArgumentError } from 'commander';
import { ALPHABET_IDS, isAlphabetId, type AlphabetId } from '../common/alphabets/index.ts';

/** A parser of whole numbers from 1 to `max`, refusing anything else (signs, decimals, spaces). */
export function wholeNumberUpTo(max: number): (value: string) => number {
  return (value) => {
    if (!/^[1-9][0-9]{0,15}$/u.test(value) || Number(value) > max)
      throw new InvalidArgumentError(`expected a whole number from 1 to ${max}.`);
    return Number(value);
  };
}

/** A table number or the like, as `judge --table` takes it. */
export const positiveInteger = wholeNumberUpTo(999_999);

/** A tournament round, within the station's settings. */
export const roundNumber = wholeNumberUpTo(999);

/** The seq of a log entry. */
export const entrySeq = wholeNumberUpTo(Number.MAX_SAFE_INTEGER);

/** Parses a comma-separated list of choices, e.g. `csv,jsonl`. */
export function choiceList<T extends string>(choices: readonly T[]): (value: string) => T[] {
  return (value) => {
    const items = value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== '');
    const unknown = items.find((item) => !(choices as readonly string[]).includes(item));
    if (unknown !== undefined || items.length === 0) {
      throw new InvalidArgumentError(`expected one or more of ${choices.join(', ')}, separated by commas.`);
    }
    return [...new Set(items)] as T[];
  };
}

/** A tile alphabet id (any case), as `lexicon import --alphabet` takes it; refuses others with the list. */
export function alphabetId(value: string): AlphabetId {
  const id = value.trim().toLowerCase();
  if (!isAlphabetId(id)) {
    throw new InvalidArgumentError(
      `${value} is not a known alphabet; expected one of ${ALPHABET_IDS.join(', ')}.`,
    );
  }
  return id;
}

/** Reads `--silence-after`: whole seconds from 1 to a day. */
export function parseSilenceSeconds(text: string): number {
  const seconds = Number(text);
  if (!/^\d{1,5}$/u.test(text) || seconds < 1 || seconds > 86_400)
    throw new InvalidArgumentError('expected whole seconds from 1 to 86400.');
  return seconds;
}
