import type { JsObject, JsValue } from './js-literal.ts';

/**
 * A parser for the values of `config KEY = VALUE` lines in `config.tsh`. TSH evaluates them as Perl;
 * this reader never evaluates anything, and accepts the data TSH's configuration permits — numbers,
 * quoted strings, `undef`, lists `[…]`, `qw(…)` and hashes `{ 'A' => … }` — in the same shape as
 * `tourney.js`'s values. Anything else (an expression, an interpolating string) is refused.
 */

/** Why a value is not plain Perl data; the caller names the file and line. */
export class PerlValueError extends Error {
  override readonly name = 'PerlValueError';
}

const QW_CLOSERS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}', '<': '>', '/': '/' };
const DOUBLE_QUOTE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  e: '\x1b',
  a: '\x07',
};
const MAX_DEPTH = 32;
/** More tables than any hall has; a longer range is refused rather than allowed to fill memory. */
const MAX_RANGE = 10_000;
// Sticky, so each matches at the parser's place without copying the rest of the line.
const NUMBER = /[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORD = /[A-Za-z_]\w*/y;
const BARE_KEY = /(-?[A-Za-z_]\w*)\s*=>/y;

class PerlParser {
  private at = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  whole(): JsValue {
    const value = this.value(0);
    this.skipSpace();
    if (this.at < this.text.length)
      throw new PerlValueError(`unexpected "${this.text.slice(this.at, this.at + 12)}"`);
    return value;
  }

  private value(depth: number): JsValue {
    if (depth > MAX_DEPTH) throw new PerlValueError(`nesting deeper than ${MAX_DEPTH} levels`);
    this.skipSpace();
    const char = this.text[this.at];
    if (char === undefined) throw new PerlValueError('a value is missing');
    if (char === '[') return this.list(depth, ']');
    if (char === '{') return this.hash(depth);
    if (char === "'") return this.singleQuoted();
    if (char === '"') return this.doubleQuoted();
    const number = this.match(NUMBER);
    if (number !== null) {
      this.at += number.length;
      return Number(number);
    }
    const word = this.match(WORD) ?? '';
    this.at += word.length;
    if (word === 'undef') return undefined;
    if (word === 'qw') return this.quotedWords();
    throw new PerlValueError(word === '' ? `unexpected "${char}"` : `"${word}" is not plain data`);
  }

  /** Items up to the closer, separated by commas or fat commas. */
  private items(depth: number, closer: string): JsValue[] {
    this.at++;
    const items: JsValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] === closer) {
        this.at++;
        return items;
      }
      if (this.text.startsWith(',', this.at)) {
        this.at++;
        continue;
      }
      const item = this.bareKey() ?? this.value(depth + 1);
      if (typeof item === 'number' && this.rangeFollows()) items.push(...this.range(item));
      else items.push(item);
      this.skipSpace();
      if (this.text.startsWith('=>', this.at)) this.at += 2;
      else if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== closer) throw new PerlValueError(`expected , or ${closer}`);
    }
  }

  private rangeFollows(): boolean {
    this.skipSpace();
    return this.text.startsWith('..', this.at);
  }

  /** `first..last`, Perl's range of integers, as tables are often written (`[1..20]`). */
  private range(first: number): number[] {
    this.at += 2;
    this.skipSpace();
    const last = Number(this.match(NUMBER) ?? Number.NaN);
    this.at += this.match(NUMBER)?.length ?? 0;
    if (!Number.isInteger(first) || !Number.isInteger(last))
      throw new PerlValueError('a range that is not of integers');
    if (last - first >= MAX_RANGE) throw new PerlValueError(`a range of more than ${MAX_RANGE} numbers`);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
  }

  /** A bareword before `=>`, which Perl quotes. */
  private bareKey(): string | null {
    BARE_KEY.lastIndex = this.at;
    const key = BARE_KEY.exec(this.text)?.[1];
    if (key === undefined) return null;
    this.at += key.length;
    return key;
  }

  /** The text a sticky pattern matches at the current place, or null; the place is not moved. */
  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    return pattern.exec(this.text)?.[0] ?? null;
  }

  private list(depth: number, closer: string): JsValue[] {
    return this.items(depth, closer);
  }

  private hash(depth: number): JsObject {
    const items = this.items(depth, '}');
    if (items.length % 2 !== 0) throw new PerlValueError('a hash with an odd number of elements');
    const hash: JsObject = new Map();
    for (let index = 0; index < items.length; index += 2) {
      const key = items[index];
      if (typeof key !== 'string' && typeof key !== 'number')
        throw new PerlValueError('a hash key that is not a string');
      hash.set(String(key), items[index + 1]);
    }
    return hash;
  }

  private quotedWords(): string[] {
    this.skipSpace();
    const opener = this.text[this.at] ?? '';
    const closer = QW_CLOSERS[opener];
    if (closer === undefined) throw new PerlValueError('qw without a delimiter');
    const end = this.text.indexOf(closer, this.at + 1);
    if (end < 0) throw new PerlValueError(`qw without its closing ${closer}`);
    const words = this.text
      .slice(this.at + 1, end)
      .split(/\s+/)
      .filter((word) => word !== '');
    this.at = end + 1;
    return words;
  }

  private singleQuoted(): string {
    let result = '';
    for (this.at++; ; this.at++) {
      const char = this.text[this.at];
      if (char === undefined) throw new PerlValueError('a string without its closing quote');
      if (char === "'") {
        this.at++;
        return result;
      }
      const next = this.text[this.at + 1];
      if (char === '\\' && (next === "'" || next === '\\')) {
        result += next;
        this.at++;
      } else {
        result += char;
      }
    }
  }

  private doubleQuoted(): string {
    let result = '';
    for (this.at++; ; this.at++) {
      const char = this.text[this.at];
      if (char === undefined) throw new PerlValueError('a string without its closing quote');
      if (char === '"') {
        this.at++;
        return result;
      }
      if ((char === '$' || char === '@') && /[\w{:]/.test(this.text[this.at + 1] ?? '')) {
        throw new PerlValueError('a double-quoted string that interpolates a variable');
      }
      if (char === '\\') {
        this.at++;
        const escaped = this.text[this.at];
        if (escaped === undefined) throw new PerlValueError('a string without its closing quote');
        result += DOUBLE_QUOTE_ESCAPES[escaped] ?? escaped;
      } else {
        result += char;
      }
    }
  }

  private skipSpace(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at] ?? '')) this.at++;
  }
}

/** Parse one configuration value's Perl text into data, or throw PerlValueError. */
export function parsePerlValue(text: string): JsValue {
  return new PerlParser(text).whole();
}
