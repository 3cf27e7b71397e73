import type { JsObject, JsValue } from './js-literal.ts';
import { parsePerlValue, PerlValueError } from './perl-value.ts';
import { canonicalDivisionName } from './tsh-config-values.ts';
import { TshDataError, TshSyntaxError } from './tsh-errors.ts';
import { decodeText, numberedLines } from './tsh-text.ts';

/**
 * The reader of an event folder's `config.tsh`: `division NAME FILE.t` lines, `config KEY = VALUE`
 * lines whose values are Perl data (`config tables = { 'A' => [1,2,3] }`), and comments (lines
 * starting with `#`). The other directives TSH knows (perl, begin, classes, autopair, prize,
 * encoding, attached files) carry nothing about pairings and are passed over; any other line is an
 * error, as it is to TSH.
 */

/** A division and the `.t` file that holds it, as `config.tsh` names them. */
export interface TshDivisionFile {
  /** The canonical division name (upper case, word characters only). */
  readonly name: string;
  /** The file's name as written, relative to the event folder. */
  readonly file: string;
}

/** What `config.tsh` says: its divisions in order and a lookup of its configuration values. */
export interface TshConfigFile {
  readonly file: string;
  readonly divisions: readonly TshDivisionFile[];
  /** A configuration value by key; refuses, naming its line, a value that is not plain Perl data. */
  readonly value: (key: string) => JsValue;
}

const PASSED_OVER = new Set(['perl', 'begin', 'classes', 'autopair', 'prize', 'encoding']);
const CONFIG_LINE = /^config\s+(\w+)\s*((?:\[[^\]]+\]|\{[^}]+\})*)\s*=\s*(.*)$/i;

/** TSH reads config.tsh as bytes unless it starts with a BOM or names an `encoding` on a line. */
function configText(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeText(bytes, 'utf-8', file);
  const latin1 = decodeText(bytes, 'isolatin1', file);
  const named = /^\s*encoding\s+(\S+)/im.exec(latin1)?.[1];
  return named === undefined ? latin1 : decodeText(bytes, named, file);
}

/** `{A}[2]` → ["A", "2"]: Perl upper-cases these subscripts (TSH's `\U$subkey`), quotes dropped. */
function subscripts(text: string): string[] {
  return [...text.matchAll(/[[{]([^\]}]+)[\]}]/g)].map((match) =>
    (match[1] ?? '')
      .toUpperCase()
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2'),
  );
}

function assign(values: Map<string, JsValue>, key: string, path: readonly string[], value: JsValue): void {
  if (path.length === 0) {
    values.set(key, value);
    return;
  }
  let holder = values.get(key);
  if (!(holder instanceof Map)) {
    holder = new Map();
    values.set(key, holder);
  }
  let target: JsObject = holder;
  for (const step of path.slice(0, -1)) {
    let next = target.get(step);
    if (!(next instanceof Map)) {
      next = new Map();
      target.set(step, next);
    }
    target = next;
  }
  target.set(path[path.length - 1] ?? '', value);
}

/** Parse `config.tsh`'s bytes: its divisions and configuration values. */
export function parseConfigTsh(bytes: Uint8Array, file = 'config.tsh'): TshConfigFile {
  const divisions: TshDivisionFile[] = [];
  const values = new Map<string, JsValue>();
  const refused = new Map<string, TshSyntaxError>();
  let attachmentEnd: string | null = null;
  for (const { text, line } of numberedLines(configText(bytes, file))) {
    if (attachmentEnd !== null) {
      // An attached file's lines (`#begin_file name=…` to `#end_file name=…`) are its content, not configuration.
      if (text === attachmentEnd) attachmentEnd = null;
      continue;
    }
    if (/^#begin_file\s/.test(text)) {
      attachmentEnd = text.replace('begin', 'end');
      continue;
    }
    const body = text.replace(/^\s*#.*/, '').trim();
    if (body === '') continue;
    const division = /^division\s+(\S+)\s+(.+)$/i.exec(body);
    if (division?.[1] !== undefined && division[2] !== undefined) {
      const name = canonicalDivisionName(division[1]);
      if (divisions.some((known) => known.name === name))
        throw new TshDataError(file, `division ${name} is declared twice`);
      divisions.push({ name, file: division[2].trim() });
      continue;
    }
    const config = CONFIG_LINE.exec(body);
    if (config?.[1] !== undefined) {
      // Perl keys are case-sensitive: TSH sets `$config{Tables}` for `config Tables`, which it never reads.
      const key = config[1];
      const rhs = (config[3] ?? '').replace(/\s*;\s*$/, '');
      try {
        assign(values, key, subscripts(config[2] ?? ''), parsePerlValue(rhs));
        refused.delete(key);
      } catch (error) {
        if (!(error instanceof PerlValueError)) throw error;
        refused.set(key, new TshSyntaxError(file, line, null, `config ${key}: ${error.message}`));
      }
      continue;
    }
    const word = (/^\S+/.exec(body)?.[0] ?? '').toLowerCase();
    if (!PASSED_OVER.has(word))
      throw new TshSyntaxError(file, line, null, `"${word}" begins no config.tsh line`);
  }
  if (divisions.length === 0) throw new TshDataError(file, 'it declares no division');
  return {
    file,
    divisions,
    value: (key) => {
      const error = refused.get(key);
      if (error !== undefined) throw error;
      return values.get(key);
    },
  };
}
