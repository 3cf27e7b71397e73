import type { PlayerFields } from './division-rounds.ts';
import { numberFrom } from './tsh-config-values.ts';
import { TshSyntaxError, TshTruncatedError } from './tsh-errors.ts';
import { endsWithLineBreak, numberedLines } from './tsh-text.ts';

/**
 * The reader of a division's `.t` file: one line a player,
 *
 *     Name, Given      1500 3 0 5; 402 350 00; board 2 0 1; p12 1 0 2; off 50
 *
 * — the name, the rating, the opponent numbers (0 a bye), `;`, the scores, then `; key values…`
 * fields (`board`, `p12`, `off`, `newr`, …) in which `\;` and `\\` are escapes. `00` is "no value".
 * A player's number is their line's place among the data lines: lines starting with `#` and blank
 * lines are not players. TSH ends every line it writes with a newline, so a file whose last line
 * has none was caught mid-write.
 */

/** The name is the shortest start of the line after which come a rating and opponent numbers only. */
const RATING = /^\d+(?:[.+]\d+)*$/;
const NUMBER = /^\d+$/;
const SCORE = /^-?\d+$/;

interface Line {
  readonly text: string;
  readonly line: number;
}

class LineParser {
  private readonly file: string;
  private readonly at: Line;

  constructor(file: string, at: Line) {
    this.file = file;
    this.at = at;
  }

  fail(what: string): never {
    throw new TshSyntaxError(this.file, this.at.line, null, what);
  }

  /** `00` is no value; any other token must be a number of the given shape. */
  numbers(tokens: readonly string[], shape: RegExp, what: string): (number | null)[] {
    return tokens.map((token) => {
      if (token === '00') return null;
      if (!shape.test(token)) this.fail(`"${token}" is not ${what}`);
      return Number(token);
    });
  }

  /** Name, rating and opponents from the text before the first `;`. */
  head(head: string): { name: string; rating: number; opponents: (number | null)[] } {
    const parts = head.trim().split(/(\s+)/);
    const tokens = parts.filter((_, index) => index % 2 === 0);
    // tokens[k] is the rating when it has a rating's shape and only numbers follow it; TSH takes the
    // least such k from 1 on. Numbers follow from `digitsFrom` on, so k is digitsFrom - 1 or digitsFrom.
    let digitsFrom = tokens.length;
    while (digitsFrom > 0 && NUMBER.test(tokens[digitsFrom - 1] ?? '')) digitsFrom--;
    const ratingAt =
      digitsFrom >= 2 && RATING.test(tokens[digitsFrom - 1] ?? '') ? digitsFrom - 1 : Math.max(1, digitsFrom);
    const ratingToken = tokens[ratingAt] ?? '';
    if (ratingAt >= tokens.length || !RATING.test(ratingToken)) this.fail('no rating after the name');
    return {
      name: parts.slice(0, ratingAt * 2 - 1).join(''),
      rating: numberFrom(ratingToken) ?? 0,
      opponents: this.numbers(tokens.slice(ratingAt + 1), NUMBER, 'an opponent number'),
    };
  }

  /** The `; key values` fields, split on unescaped `;`, with `\;` and `\\` unescaped. */
  fields(text: string): Map<string, (string | null)[]> {
    const fields = new Map<string, (string | null)[]>();
    let current = '';
    const finish = (): void => {
      const words = current.trim().split(/\s+/);
      current = '';
      const [tag, ...values] = words;
      if (tag === undefined || tag === '') return;
      fields.set(
        tag,
        values.map((value) => (value === '00' ? null : value)),
      );
    };
    for (let index = 0; index < text.length; index++) {
      const char = text.charAt(index);
      const next = text.charAt(index + 1);
      if (char === '\\' && (next === ';' || next === '\\')) {
        current += next;
        index++;
      } else if (char === ';') finish();
      else current += char;
    }
    finish();
    return fields;
  }

  player(): PlayerFields {
    let text = this.at.text.trim();
    // TSH drops a trailing "; # 12" (a line number some tools append) and reads a line with no ";" as having one.
    text = text.replace(/; # \d+\s*$/, ';');
    const split = text.indexOf(';');
    const head = split < 0 ? text : text.slice(0, split);
    const rest = split < 0 ? '' : text.slice(split + 1);
    const scoresEnd = rest.indexOf(';');
    const scoresText = (scoresEnd < 0 ? rest : rest.slice(0, scoresEnd)).trim();
    const fields = this.fields(scoresEnd < 0 ? '' : rest.slice(scoresEnd + 1));
    const { name, rating, opponents } = this.head(head);
    const scores = this.numbers(scoresText === '' ? [] : scoresText.split(/\s+/), SCORE, 'a score');
    const perRound = (key: string): (number | null)[] =>
      this.numbers(
        (fields.get(key) ?? []).map((value) => value ?? '00'),
        SCORE,
        `a number in the ${key} field`,
      );
    return {
      name,
      rating,
      // TSH marks a withdrawn player by the presence of `off`, whose value is the spread of their byes.
      withdrawn: fields.has('off'),
      opponents,
      scores,
      boards: perRound('board'),
      p12: perRound('p12'),
    };
  }
}

/** Parse a `.t` file's text (already decoded) into its players, player 1 first. */
export function parseTFile(text: string, file: string): PlayerFields[] {
  if (text.trim() === '') throw new TshTruncatedError(file, 'it is empty');
  if (!endsWithLineBreak(text)) throw new TshTruncatedError(file, 'its last line has no line break');
  const players: PlayerFields[] = [];
  for (const line of numberedLines(text)) {
    if (/^\s*#/.test(line.text) || line.text.trim() === '') continue;
    players.push(new LineParser(file, line).player());
  }
  return players;
}
