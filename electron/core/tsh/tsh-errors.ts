/**
 * Why TSH's files could not be read. Every error names the file; a syntax error also names the line.
 * A reader never returns part of a file: TSH rewrites whole files, so a file that breaks off is one
 * caught mid-write, to be read again once written.
 */

/** The common ancestor, so a caller can catch every refusal of the reader at once. */
export abstract class TshReadError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(message);
    this.file = file;
  }
}

/** The bytes are neither a `tourney.js` nor a `config.tsh`. */
export class TshUnknownFormError extends TshReadError {
  override readonly name = 'TshUnknownFormError';
  constructor(file: string, what: string) {
    super(file, `${file} is neither a TSH tourney.js (newt={…};) nor a config.tsh: ${what}`);
  }
}

/** A line (and column, where it helps) that does not parse. */
export class TshSyntaxError extends TshReadError {
  override readonly name = 'TshSyntaxError';
  readonly line: number;
  readonly column: number | null;
  constructor(file: string, line: number, column: number | null, what: string) {
    super(file, `${file} line ${line}${column === null ? '' : `, column ${column}`}: ${what}`);
    this.line = line;
    this.column = column;
  }
}

/** The file breaks off: caught while TSH was writing it. */
export class TshTruncatedError extends TshReadError {
  override readonly name = 'TshTruncatedError';
  constructor(file: string, what: string) {
    super(file, `${file} is cut off (${what}); TSH rewrites whole files, so read it again once written`);
  }
}

/** The file is larger than any TSH writes for an event; refused before it is parsed. */
export class TshTooLargeError extends TshReadError {
  override readonly name = 'TshTooLargeError';
  readonly size: number;
  readonly limit: number;
  constructor(file: string, size: number, limit: number) {
    super(file, `${file} has ${size} bytes, more than the ${limit} a TSH event's file may have`);
    this.size = size;
    this.limit = limit;
  }
}

/** The bytes are not text in the file's encoding, or the encoding is one the reader does not know. */
export class TshEncodingError extends TshReadError {
  override readonly name = 'TshEncodingError';
  readonly encoding: string;
  constructor(file: string, encoding: string, what: string) {
    super(file, `${file} cannot be read as ${encoding}: ${what}`);
    this.encoding = encoding;
  }
}

/** The file parses, but its pairings contradict themselves or the files it names are missing. */
export class TshDataError extends TshReadError {
  override readonly name = 'TshDataError';
  constructor(file: string, what: string) {
    super(file, `${file}: ${what}`);
  }
}
