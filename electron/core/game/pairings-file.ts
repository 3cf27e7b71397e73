// Reading TSH's pairings from a path: a `tourney.js`, or an event folder's `config.tsh` with the
// `.t` files it names beside it. The reader itself (electron/core/tsh/) takes bytes; this gathers
// them, and refuses a file that is missing or too large before reading it, naming it.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import {
  detectTshForm,
  parseConfigTsh,
  readTshPairings,
  TshDataError,
  TshTooLargeError,
  type TshEvent,
  type TshReadOptions,
} from '../tsh/index.ts';
import { DEFAULT_MAX_FILE_BYTES } from '../tsh/tsh-text.ts';

/** A file that cannot be opened at all: missing, a folder, unreadable. */
export class PairingsFileError extends Error {
  override readonly name = 'PairingsFileError';
  readonly path: string;
  constructor(path: string, what: string) {
    super(`${path}: ${what}`);
    this.path = path;
  }
}

/** A division file a `config.tsh` names that is missing or cannot be read. */
export class PairingsDivisionFileError extends TshDataError {}

function readBounded(path: string, limit: number): Uint8Array {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new PairingsFileError(path, 'is not a file');
    size = stat.size;
  } catch (error) {
    if (error instanceof PairingsFileError) throw error;
    throw new PairingsFileError(
      path,
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read',
    );
  }
  if (size > limit) throw new TshTooLargeError(basename(path), size, limit);
  try {
    return readFileSync(path);
  } catch {
    throw new PairingsFileError(path, 'cannot be read');
  }
}

/** The event in the file at `path`: a `tourney.js`, or a `config.tsh` read with its division files. */
export function readPairingsFile(path: string, options: TshReadOptions = {}): TshEvent {
  const limit = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  const full = resolve(path);
  const bytes = readBounded(full, limit);
  const file = basename(full);
  if (detectTshForm(bytes, file) === 'tourney.js') return readTshPairings({ file, bytes }, options);
  const divisionFiles = new Map<string, Uint8Array>();
  for (const division of parseConfigTsh(bytes, file).divisions) {
    const divisionPath = resolve(dirname(full), division.file);
    try {
      divisionFiles.set(division.file, readBounded(divisionPath, limit));
    } catch (error) {
      if (error instanceof PairingsFileError) {
        throw new PairingsDivisionFileError(
          file,
          `division ${division.name}'s file ${division.file}: ${error.message}`,
        );
      }
      throw error;
    }
  }
  return readTshPairings({ file, bytes, divisionFiles }, options);
}
