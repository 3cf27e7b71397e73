import type { JsValue } from './js-literal.ts';
import { TshDataError } from './tsh-errors.ts';
import type { TshConfig } from './tsh-model.ts';

/**
 * The configuration a reader of pairings needs, from either form: `tourney.js` carries a subset of
 * the configuration as JavaScript values, `config.tsh` as Perl values parsed into the same shape.
 */

/** TSH's canonical division name: word characters only, upper case (so `division a a.t` is "A"). */
export function canonicalDivisionName(name: string): string {
  return name.replace(/\W/g, '').toUpperCase();
}

/** A number from a number or a numeric string ("1500"; "1500+20" for a two-term rating gives 1500). */
export function numberFrom(value: JsValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const match = /^\s*(-?\d+(?:\.\d+)?)/.exec(value);
    return match?.[1] === undefined ? null : Number(match[1]);
  }
  return null;
}

/** Perl's truth: undef, 0, "" and "0" are false. */
export function perlTrue(value: JsValue): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value !== '' && value !== '0';
  return true;
}

/** A table label from a list entry: TSH prints the entry, and an empty one as no table. */
function tableLabel(value: JsValue): string | null {
  if (typeof value === 'number') return value === 0 ? null : String(value);
  if (typeof value === 'string') return value === '' || value === '0' ? null : value;
  return null;
}

function tableList(value: JsValue, what: string, file: string): (string | null)[] {
  if (!Array.isArray(value)) throw new TshDataError(file, `${what} is not a list of tables`);
  return value.map(tableLabel);
}

/**
 * The tables per division. TSH accepts a bare list only when the event has one division (its
 * AssignTables rule); with more, a list cannot say whose tables they are, so it is refused rather
 * than guessed.
 */
function tablesFrom(
  value: JsValue,
  divisions: readonly string[],
  file: string,
): Record<string, (string | null)[]> {
  const tables: Record<string, (string | null)[]> = {};
  if (value === undefined || value === null || value === '') return tables;
  if (Array.isArray(value)) {
    const [only, ...others] = divisions;
    if (only === undefined || others.length > 0) {
      throw new TshDataError(
        file,
        `config tables is one list but the event has ${divisions.length} divisions`,
      );
    }
    tables[only] = tableList(value, 'config tables', file);
    return tables;
  }
  if (!(value instanceof Map))
    throw new TshDataError(file, 'config tables is neither a list nor a hash of lists');
  for (const [key, list] of value) {
    const name = canonicalDivisionName(key);
    if (name === '') continue;
    tables[name] = tableList(list, `config tables for division ${name}`, file);
  }
  return tables;
}

function roundCount(value: JsValue): number | null {
  const count = numberFrom(value);
  return count !== null && Number.isInteger(count) && count > 0 ? count : null;
}

/** The configuration subset, from a lookup of configuration values by key. */
export function configFrom(
  value: (key: string) => JsValue,
  divisions: readonly string[],
  file: string,
): TshConfig {
  return {
    maxRounds: roundCount(value('max_rounds')),
    // TSH sets track_firsts whenever assign_firsts is set: it cannot assign what it does not track.
    trackFirsts: perlTrue(value('track_firsts')) || perlTrue(value('assign_firsts')),
    assignFirsts: perlTrue(value('assign_firsts')),
    tables: tablesFrom(value('tables'), divisions, file),
  };
}

/** A configured round count for one division (`max_div_rounds{A}`), else the event's. */
export function divisionRounds(
  perDivision: JsValue,
  name: string,
  eventRounds: number | null,
): number | null {
  if (perDivision instanceof Map) {
    for (const [key, rounds] of perDivision) {
      if (canonicalDivisionName(key) === name) return roundCount(rounds) ?? eventRounds;
    }
  }
  return eventRounds;
}
