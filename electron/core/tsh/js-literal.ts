import { TshSyntaxError, TshTruncatedError } from './tsh-errors.ts';

/**
 * A parser for the JavaScript literal in TSH's `tourney.js` (`newt={…};`). The file is JavaScript,
 * not JSON — it holds `undefined` — and it is never evaluated: this parser accepts only literals
 * (objects, arrays, strings, numbers, true, false, null, undefined), so nothing in the file can run,
 * and every string, control and bidi characters included, comes back as data.
 */

/** An object of the literal; a Map, so no key (`__proto__` included) can reach a prototype. */
export type JsObject = Map<string, JsValue>;
export type JsValue = string | number | boolean | null | undefined | JsValue[] | JsObject;

/** Deeper nesting than TSH writes is refused rather than allowed to exhaust the stack. */
const MAX_DEPTH = 64;

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

class LiteralParser {
  private at = 0;
  private readonly text: string;
  private readonly file: string;

  constructor(text: string, file: string) {
    this.text = text;
    this.file = file;
  }

  /** The whole file: `newt = <literal> ;` with optional `var`, nothing after but white space. */
  parseAssignment(): JsValue {
    this.skipSpace();
    let name = this.identifier();
    if (name === 'var' || name === 'let' || name === 'const') {
      this.skipSpace();
      name = this.identifier();
    }
    if (name !== 'newt') {
      if (this.at >= this.text.length && 'newt'.startsWith(name)) this.cutOff();
      this.fail('expected the assignment newt={…};');
    }
    this.skipSpace();
    this.expect('=');
    const value = this.value(0);
    this.skipSpace();
    if (this.at >= this.text.length)
      throw new TshTruncatedError(this.file, 'there is no ; after the literal');
    this.expect(';');
    this.skipSpace();
    if (this.at < this.text.length) this.fail('text after the closing ;');
    return value;
  }

  private value(depth: number): JsValue {
    if (depth > MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
    this.skipSpace();
    const code = this.peek();
    if (code === 0x7b) return this.object(depth);
    if (code === 0x5b) return this.array(depth);
    if (code === QUOTE || code === APOSTROPHE) return this.string();
    if (code === 0x2d || (code >= 0x30 && code <= 0x39)) return this.number();
    const word = this.identifier();
    // "undef" at the very end is the start of "undefined", not a word of its own.
    if (this.at >= this.text.length) this.cutOff();
    switch (word) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'null':
        return null;
      case 'undefined':
        return undefined;
      default:
        return this.fail(word === '' ? 'expected a value' : `"${word}" is not a literal value`);
    }
  }

  private object(depth: number): JsObject {
    this.at++;
    const result: JsObject = new Map();
    for (;;) {
      this.skipSpace();
      if (this.peek() === 0x7d) {
        this.at++;
        return result;
      }
      const key = this.key();
      this.skipSpace();
      this.expect(':');
      result.set(key, this.value(depth + 1));
      this.skipSpace();
      if (this.peek() === 0x2c) this.at++;
      else if (this.peek() !== 0x7d) this.fail('expected , or } in an object');
    }
  }

  private key(): string {
    const code = this.peek();
    if (code === QUOTE || code === APOSTROPHE) return this.string();
    if (code >= 0x30 && code <= 0x39) return String(this.number());
    const word = this.identifier();
    if (word === '') this.fail('expected a key');
    return word;
  }

  private array(depth: number): JsValue[] {
    this.at++;
    const result: JsValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === 0x5d) {
        this.at++;
        return result;
      }
      result.push(this.value(depth + 1));
      this.skipSpace();
      if (this.peek() === 0x2c) this.at++;
      else if (this.peek() !== 0x5d) this.fail('expected , or ] in an array');
    }
  }

  private string(): string {
    const quote = this.text.charCodeAt(this.at);
    this.at++;
    let result = '';
    let runStart = this.at;
    for (;;) {
      const code = this.peek();
      if (code === quote) {
        result += this.text.slice(runStart, this.at);
        this.at++;
        return result;
      }
      if (code === 0x0a || code === 0x0d) this.fail('a line break inside a string');
      if (code === BACKSLASH) {
        result += this.text.slice(runStart, this.at);
        result += this.escape();
        runStart = this.at;
      } else {
        this.at++;
      }
    }
  }

  /** One escape after a backslash, the index left after it. */
  private escape(): string {
    this.at++;
    const letter = this.text[this.at];
    if (letter === undefined) throw new TshTruncatedError(this.file, 'ends inside a string');
    this.at++;
    const simple = SIMPLE_ESCAPES[letter];
    if (simple !== undefined) return simple;
    if (letter === 'x') return String.fromCharCode(this.hex(2));
    if (letter === 'u') {
      if (this.peek() !== 0x7b) return String.fromCharCode(this.hex(4));
      this.at++;
      const end = this.text.indexOf('}', this.at);
      if (end < 0) throw new TshTruncatedError(this.file, 'ends inside a string');
      const digits = this.text.slice(this.at, end);
      const point = /^[0-9a-fA-F]{1,6}$/.test(digits) ? Number.parseInt(digits, 16) : -1;
      if (point < 0 || point > 0x10ffff) this.fail('a bad \\u{…} escape');
      this.at = end + 1;
      return String.fromCodePoint(point);
    }
    if (letter === '\r' && this.text[this.at] === '\n') this.at++;
    // A backslash before a line break continues the string; before any other character it is that character.
    return letter === '\n' || letter === '\r' ? '' : letter;
  }

  private hex(count: number): number {
    const digits = this.text.slice(this.at, this.at + count);
    if (digits.length < count) throw new TshTruncatedError(this.file, 'ends inside a string');
    if (!/^[0-9a-fA-F]+$/.test(digits)) this.fail('a bad hexadecimal escape');
    this.at += count;
    return Number.parseInt(digits, 16);
  }

  private number(): number {
    const start = this.at;
    if (this.peek() === 0x2d) this.at++;
    this.digits();
    if (this.peek() === 0x2e) {
      this.at++;
      this.digits();
    }
    if (this.peek() === 0x65 || this.peek() === 0x45) {
      this.at++;
      if (this.peek() === 0x2b || this.peek() === 0x2d) this.at++;
      this.digits();
    }
    return Number(this.text.slice(start, this.at));
  }

  private digits(): void {
    if (this.at >= this.text.length) this.cutOff();
    const start = this.at;
    while (this.at < this.text.length && this.isDigit(this.text.charCodeAt(this.at))) this.at++;
    if (this.at === start) this.fail('expected a digit');
  }

  private isDigit(code: number): boolean {
    return code >= 0x30 && code <= 0x39;
  }

  private identifier(): string {
    const start = this.at;
    while (this.at < this.text.length) {
      const code = this.text.charCodeAt(this.at);
      const letter = (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
      if (!letter && code !== 0x5f && code !== 0x24 && !(this.at > start && this.isDigit(code))) break;
      this.at++;
    }
    return this.text.slice(start, this.at);
  }

  private skipSpace(): void {
    while (this.at < this.text.length) {
      const code = this.text.charCodeAt(this.at);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return;
      this.at++;
    }
  }

  /** The next character's code; running out of text here means the file was cut off. */
  private peek(): number {
    if (this.at >= this.text.length) this.cutOff();
    return this.text.charCodeAt(this.at);
  }

  private cutOff(): never {
    throw new TshTruncatedError(this.file, 'it ends inside the literal');
  }

  private expect(char: string): void {
    if (this.peek() !== char.charCodeAt(0)) this.fail(`expected ${char}`);
    this.at++;
  }

  private fail(what: string): never {
    const before = this.text.slice(0, this.at);
    const line = before.split('\n').length;
    const column = this.at - before.lastIndexOf('\n');
    throw new TshSyntaxError(this.file, line, column, what);
  }
}

/** Parse `tourney.js`'s text into the value assigned to `newt`, evaluating nothing. */
export function parseNewtAssignment(text: string, file: string): JsValue {
  return new LiteralParser(text, file).parseAssignment();
}
