/**
 * The reader of TSH's pairings (TSH: the tournament software NASPA, ABSP and WESPA events use),
 * pure functions over bytes — the caller reads the files.
 *
 * TSH publishes its pairings in two forms, and both give the same model (`tsh-model.ts`):
 * - `tourney.js`, rewritten in its html folder on every change (`readTourneyJs`): a JavaScript
 *   literal, parsed and never evaluated (`js-literal.ts`);
 * - the event folder (`readTshEventFolder`): `config.tsh` (`config-tsh.ts`, its Perl values in
 *   `perl-value.ts`) and one `.t` file per division (`t-file.ts`), ISO-8859-1 unless
 *   `config tfile_encoding` says otherwise.
 *
 * From either: the divisions, their players by number, and each paired round's games — board,
 * table (board b sits at `tables{DIV}[b-1]`, else the table is the board), the two players with the
 * one who goes first first where TSH knows it, byes, withdrawn players — and each division's current
 * round, its latest paired round not fully scored (`division-rounds.ts`). `buildTshIndex` then finds
 * a table's game in a round (a station's question), a round's tables with both players' numbers and
 * names (what the hub carries for a division's current and previous rounds), and a division's
 * players by number (a report's) (`tsh-index.ts`). The model is plain data; the index is rebuilt
 * beside it.
 *
 * Bad input is refused with a `TshReadError` naming the file (and the line, for a syntax error):
 * neither form, a line that does not parse, a file larger than TSH writes, pairings that contradict
 * themselves, and a file cut off mid-write — never a partial result (`tsh-errors.ts`).
 */
import { readTshEventFolder } from './event-folder.ts';
import { readTourneyJs, type TshReadOptions } from './tourney-js.ts';
import { TshDataError, TshUnknownFormError } from './tsh-errors.ts';
import type { TshEvent } from './tsh-model.ts';
import { decodeText } from './tsh-text.ts';

export { parseConfigTsh, type TshConfigFile, type TshDivisionFile } from './config-tsh.ts';
export { readTshEventFolder } from './event-folder.ts';
export { readTourneyJs, type TshReadOptions } from './tourney-js.ts';
export * from './tsh-errors.ts';
export * from './tsh-index.ts';
export type * from './tsh-model.ts';

/** The two forms a single file can be: `tourney.js`, or the `config.tsh` of an event folder. */
export type TshForm = 'tourney.js' | 'config.tsh';

/** Which form a file is, from its first lines; refuses a file that is neither. */
export function detectTshForm(bytes: Uint8Array, file: string): TshForm {
  const head = decodeText(bytes.subarray(0, 64 * 1024), 'isolatin1', file);
  if (head.trim() === '') throw new TshUnknownFormError(file, 'it is empty');
  if (/^\s*(?:(?:var|let|const)\s+)?newt\s*=/.test(head)) return 'tourney.js';
  if (/^\s*(?:division|config)\s+\S/im.test(head)) return 'config.tsh';
  throw new TshUnknownFormError(file, 'it starts with neither newt= nor a division or config line');
}

/** A file to read: `tourney.js`, or `config.tsh` with its division files' bytes by the names it gives them. */
export interface TshSource {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly divisionFiles?: ReadonlyMap<string, Uint8Array>;
}

/** Read the pairings from whichever form the file is in. */
export function readTshPairings(source: TshSource, options: TshReadOptions = {}): TshEvent {
  if (detectTshForm(source.bytes, source.file) === 'tourney.js') {
    return readTourneyJs(source.bytes, source.file, options);
  }
  if (source.divisionFiles === undefined) {
    throw new TshDataError(source.file, 'a config.tsh is read with its division files, and none were given');
  }
  return readTshEventFolder(source.bytes, source.divisionFiles, options);
}
