// How the hub names what a station tells it, on every screen (`hall status`, the hall view, the
// merged export): a station by its invitation (the identity its credentials belong to), what it
// calls itself only as such; every text it sent made visible (visible-text.ts); and a lexicon's name
// compared with the hall's by its look (UTS #39 confusable skeleton after NFKC and case folding),
// since `ENABLE2К` with a Cyrillic К reads as `ENABLE2K` on any screen.
import type { UnusualCharacter } from '../../../common/hall-alert-messages.ts';
import type { HallBehindNote } from '../../../common/hall-export-notes.ts';
import unhomoglyph from 'unhomoglyph';
import type { HallStationHallState } from '../../../common/hall-view-shapes.ts';
import type { StationHallReport } from '../wire/hall-messages.ts';
import { lexiconLabel } from './hub-designation.ts';
import type { StationStatus } from './hub-status.ts';
import { hasHiddenCharacters, visibleText } from '../wire/visible-text.ts';

/** The name a station reports for itself when it is not its invitation's; null when it is (or none). */
export function callsItself(station: {
  readonly name: string;
  readonly stationName: string | null;
}): string | null {
  return station.stationName === null || station.stationName === station.name ? null : station.stationName;
}

/**
 * A station as the hall names it: its invitation's name, and a different name it reports for itself
 * only as such, e.g. `Station A (calls itself "Station B")`; both made visible.
 */
export function stationLabel(station: {
  readonly name: string;
  readonly stationName: string | null;
}): string {
  const own = callsItself(station);
  const name = visibleText(station.name);
  return own === null ? name : `${name} (calls itself "${visibleText(own)}")`;
}

/** What a station said of the hall's list and settings, as the hub shows it: its texts made visible. */
export function shownHallReport(hall: StationHallReport): HallStationHallState {
  const { list } = hall;
  return {
    changedHere: hall.changedHere,
    list:
      list.state === 'none'
        ? list
        : list.state === 'refused'
          ? { ...list, name: visibleText(list.name), reason: visibleText(list.reason) }
          : { ...list, name: visibleText(list.name) },
  };
}

/** A lexicon as the hall names it — its name made visible and its short fingerprint. */
export function shownLexicon(lexicon: { readonly name: string; readonly fingerprint: string }): string {
  return lexiconLabel({ name: visibleText(lexicon.name), fingerprint: lexicon.fingerprint });
}

// Default-ignorable characters (zero-width, joiners, variation selectors, tags) do not show: a
// skeleton leaves them out, as UTS #39 does.
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * What a name looks like: its NFKC form, case-folded, through the Unicode confusables mapping (UTS
 * #39's skeleton). Two names of one skeleton read alike on a screen. Not for display.
 */
export function nameSkeleton(name: string): string {
  return confusableSkeleton(confusableSkeleton(name.normalize('NFKC')).toLowerCase());
}

/** Whether two names read alike on a screen without being the same name. */
export function looksAlike(a: string, b: string): boolean {
  return a.normalize('NFC') !== b.normalize('NFC') && nameSkeleton(a) === nameSkeleton(b);
}

/**
 * What tells a name apart from a look-alike: each character of it outside printable ASCII, with its
 * code point (`"К" is U+041A`, `an invisible U+200B`); empty when it has none (the names then differ
 * in case or digits).
 */
export function unusualCharacters(name: string): string {
  const seen = new Set<string>();
  for (const char of name) if (!/^[\x20-\x7e]$/u.test(char)) seen.add(char);
  return [...seen]
    .map((char) => {
      const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
      return hasHiddenCharacters(char) ? `an invisible ${code}` : `"${char}" is ${code}`;
    })
    .join(', ');
}

/** The same characters {@link unusualCharacters} names, as data: the page says them in its language. */
export function unusualCharacterList(name: string): UnusualCharacter[] {
  const seen = new Set<string>();
  for (const char of name) if (!/^[\x20-\x7e]$/u.test(char)) seen.add(char);
  return [...seen].map((char) => {
    const invisible = hasHiddenCharacters(char);
    return {
      char: invisible ? '' : char,
      code: `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
      invisible,
    };
  });
}

/**
 * What the export must say of a station the hub cannot call up to date: entries it reported and
 * the hub lacks, or that it was not heard from since its last entry (what it judged since then is
 * unknown), or that it never joined. Nothing for a revoked station, nor one up to date.
 */
export function notUpToDate(row: StationStatus): string[] {
  return notUpToDateNotes(row).map((note) => {
    const name = note.station;
    switch (note.code) {
      case 'never-joined':
        return `${name} never joined the hall: none of its entries are in this export.`;
      case 'never-reported':
        return `${name} never reported its head: entries after entry ${note.after} unknown; run \`hall sync\` there.`;
      case 'ahead':
        return `${name} is ${note.entries} entries ahead of the hub${note.held > 0 ? ` (${note.held} held after a gap)` : ''} by its last report (${lastHeardWords(note)}): run \`hall sync\` there.`;
      case 'unknown':
        return `${name}: ${lastHeardWords(note)}; entries since then unknown: run \`hall sync\` there, or note its head on paper.`;
    }
  });
}

function lastHeardWords(note: { readonly lastHeard: string; readonly onDemand: boolean }): string {
  return note.onDemand ? `its last sync was at ${note.lastHeard}` : `last heard ${note.lastHeard}`;
}

/** The same cases as {@link notUpToDate}, as codes and parameters, for the hall view to say. */
export function notUpToDateNotes(row: StationStatus): HallBehindNote[] {
  const station = visibleText(row.name);
  if (row.state === 'revoked' || row.upToDate) return [];
  if (row.lastSeen === null)
    return [
      row.entries === 0
        ? { code: 'never-joined', station }
        : { code: 'never-reported', station, after: row.verified?.seq ?? 0 },
    ];
  const heard = { lastHeard: row.lastSeen, onDemand: row.presence === 'on-demand' };
  if (row.behind > 0 || row.held > 0)
    return [{ code: 'ahead', station, entries: row.behind, held: row.held, ...heard }];
  return [{ code: 'unknown', station, ...heard }];
}
