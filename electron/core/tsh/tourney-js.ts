import { buildDivision, type DivisionFields, type PlayerFields } from './division-rounds.ts';
import { parseNewtAssignment, type JsObject, type JsValue } from './js-literal.ts';
import { canonicalDivisionName, configFrom, numberFrom } from './tsh-config-values.ts';
import { TshDataError, TshTruncatedError } from './tsh-errors.ts';
import type { TshEvent } from './tsh-model.ts';
import { checkSize, decodeText, DEFAULT_MAX_FILE_BYTES } from './tsh-text.ts';

/**
 * The reader of `tourney.js`, which TSH rewrites in its html folder on every change:
 * `newt={config:{…}, divisions:[{name, maxr, players:[undefined, {id, name, rating, pairings,
 * scores, etc:{board, p12, off…}}, …]}, …]};` in UTF-8. `maxr` is the last round, 0-based; each
 * division's players are 1-indexed, entry 0 empty.
 */

/** Options of both readers. */
export interface TshReadOptions {
  /** Refuse a file larger than this many bytes; by default 4 MiB. */
  readonly maxBytes?: number;
}

function field(object: JsObject, key: string): JsValue {
  return object.get(key);
}

function objectAt(value: JsValue, what: string, file: string): JsObject {
  if (!(value instanceof Map)) throw new TshDataError(file, `${what} is not an object`);
  return value;
}

function listAt(value: JsValue, what: string, file: string): JsValue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new TshDataError(file, `${what} is not a list`);
  return value;
}

/** A per-round list of numbers: undefined, null and non-numbers are "no value". */
function numbersAt(value: JsValue, what: string, file: string): (number | null)[] {
  return listAt(value, what, file).map(numberFrom);
}

function playerAt(value: JsValue, number: number, what: string, file: string): PlayerFields {
  const player = objectAt(value, what, file);
  const id = numberFrom(field(player, 'id'));
  if (id !== null && id !== number) throw new TshDataError(file, `${what} has id ${id}`);
  const name = field(player, 'name');
  if (typeof name !== 'string') throw new TshDataError(file, `${what} has no name`);
  const etcValue = field(player, 'etc');
  const etc: JsObject = etcValue instanceof Map ? etcValue : new Map<string, JsValue>();
  const off = field(etc, 'off');
  return {
    name,
    rating: numberFrom(field(player, 'rating')) ?? 0,
    // TSH marks a withdrawn player by the presence of `off`, whose value is the spread of their byes.
    withdrawn: off !== undefined && off !== null,
    opponents: numbersAt(field(player, 'pairings'), `${what}.pairings`, file),
    scores: numbersAt(field(player, 'scores'), `${what}.scores`, file),
    boards: numbersAt(field(etc, 'board'), `${what}.etc.board`, file),
    p12: numbersAt(field(etc, 'p12'), `${what}.etc.p12`, file),
  };
}

function divisionAt(value: JsValue, index: number, eventRounds: number | null, file: string): DivisionFields {
  const what = `divisions[${index}]`;
  const division = objectAt(value, what, file);
  const rawName = field(division, 'name');
  if (typeof rawName !== 'string' || canonicalDivisionName(rawName) === '') {
    throw new TshDataError(file, `${what} has no name`);
  }
  const name = canonicalDivisionName(rawName);
  const maxr = numberFrom(field(division, 'maxr'));
  const entries = listAt(field(division, 'players'), `division ${name} players`, file);
  const players = entries
    .slice(1)
    .map((entry, offset) => playerAt(entry, offset + 1, `division ${name} player ${offset + 1}`, file));
  return { name, maxRounds: maxr !== null && maxr >= 0 ? maxr + 1 : eventRounds, players };
}

/** Read a `tourney.js` file's bytes into the event's pairings; refuses any file cut off or malformed. */
export function readTourneyJs(
  bytes: Uint8Array,
  file = 'tourney.js',
  options: TshReadOptions = {},
): TshEvent {
  checkSize(bytes, file, options.maxBytes ?? DEFAULT_MAX_FILE_BYTES);
  const text = decodeText(bytes, 'utf-8', file);
  if (text.trim() === '') throw new TshTruncatedError(file, 'it is empty');
  const root = objectAt(parseNewtAssignment(text, file), 'newt', file);
  const configValue = field(root, 'config');
  const config: JsObject = configValue instanceof Map ? configValue : new Map<string, JsValue>();
  const divisionValues = listAt(field(root, 'divisions'), 'divisions', file);
  if (divisionValues.length === 0) throw new TshDataError(file, 'it has no divisions');
  const eventRounds = numberFrom(field(config, 'max_rounds'));
  const divisions = divisionValues.map((value, index) => divisionAt(value, index, eventRounds, file));
  const names = divisions.map((division) => division.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined) throw new TshDataError(file, `division ${duplicate} appears twice`);
  const tshConfig = configFrom((key) => field(config, key), names, file);
  return {
    source: 'tourney.js',
    config: tshConfig,
    divisions: divisions.map((division) => buildDivision(division, tshConfig.tables[division.name], file)),
  };
}
