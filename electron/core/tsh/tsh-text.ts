import { TshEncodingError, TshTooLargeError, TshTruncatedError } from './tsh-errors.ts';

/**
 * Bytes to text as TSH reads them. TSH opens `.t` files with Perl's `isolatin1` unless
 * `config tfile_encoding` names another encoding, and writes `tourney.js` in UTF-8. A UTF-8 byte
 * order mark is dropped either way, as TSH drops it.
 */

/** Perl's names for ISO-8859-1. The WHATWG decoder would read these labels as windows-1252. */
const LATIN1_NAMES = new Set([
  'isolatin1',
  'iso-8859-1',
  'iso8859-1',
  'iso_8859_1',
  'iso-latin-1',
  'latin1',
  'latin-1',
]);

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** No file TSH writes for one event comes near this; a larger one is refused before it is read. */
export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Refuse a file over the limit before spending time on it. */
export function checkSize(bytes: Uint8Array, file: string, limit: number): void {
  if (bytes.length > limit) throw new TshTooLargeError(file, bytes.length, limit);
}

function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
}

/** ISO-8859-1 maps each byte to the code point of the same value, C1 controls included. */
function decodeLatin1(bytes: Uint8Array): string {
  const chunk = 8192;
  let text = '';
  for (let start = 0; start < bytes.length; start += chunk) {
    text += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return text;
}

/** Decode a file's bytes in the named encoding (Perl's name or a WHATWG label), without its BOM. */
export function decodeText(bytes: Uint8Array, encoding: string, file: string): string {
  const body = startsWithUtf8Bom(bytes) ? bytes.subarray(UTF8_BOM.length) : bytes;
  const name = encoding.trim().toLowerCase();
  if (LATIN1_NAMES.has(name)) return decodeLatin1(body);
  const label = name === 'utf8' ? 'utf-8' : name;
  let decoder: { decode(input: Uint8Array): string };
  try {
    decoder = new TextDecoder(label, { fatal: true, ignoreBOM: false });
  } catch {
    throw new TshEncodingError(file, encoding, 'an encoding this reader does not know');
  }
  try {
    return decoder.decode(body);
  } catch {
    if (label === 'utf-8' && endsMidCharacter(body))
      throw new TshTruncatedError(file, 'it ends inside a character');
    throw new TshEncodingError(file, encoding, 'bytes that are not valid in it');
  }
}

/** True when UTF-8 bytes end partway through a character: its lead byte promises more than follow. */
function endsMidCharacter(bytes: Uint8Array): boolean {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back;
  }
  return false;
}

/** One physical line of a text file and its 1-based number. */
export interface NumberedLine {
  readonly text: string;
  readonly line: number;
}

/** Split text into its lines (CR LF, LF or CR each ending one), numbered from 1. */
export function numberedLines(text: string): NumberedLine[] {
  const lines = text.split(/\r\n|\r|\n/);
  // The break that ends the last line leaves an empty string after it, which is no line.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line, index) => ({ text: line, line: index + 1 }));
}

/** True when the text's last line is complete: TSH ends every line it writes with a newline. */
export function endsWithLineBreak(text: string): boolean {
  return text.endsWith('\n') || text.endsWith('\r');
}
