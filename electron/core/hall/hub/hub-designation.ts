// The hall's designated lexicon: which list every verdict of the event must be judged on. The
// director designates one the stations offer (by name or fingerprint); from then on every
// adjudication the hub stores is compared with it by fingerprint — the one thing a look-alike
// name cannot fake — and one judged on another list raises a fault naming the station, the entry
// and the list.
import type { HallDesignation } from '../../../common/hall-view-shapes.ts';
import { StationRequestError } from '../../errors.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import type { ReportedLexicon } from '../wire/hall-messages.ts';
import type { HubStation, HubStore } from './hub-store.ts';
import { OTHER_LIST_FAULT } from '../wire/hall-fault-kinds.ts';

/** The short form of a fingerprint shown beside every lexicon name. */
const short = (fingerprint: string): string => fingerprint.slice(0, 8);

/** A lexicon as the hall names it: its name and short fingerprint, always together. */
export function lexiconLabel(lexicon: { readonly name: string; readonly fingerprint: string }): string {
  return `${lexicon.name} (${short(lexicon.fingerprint)})`;
}

/** Every distinct lexicon the hall's stations (not revoked) offer, by fingerprint, with who offers it. */
export function offeredInHall(
  stations: readonly HubStation[],
): { lexicon: ReportedLexicon; stations: string[] }[] {
  const byFingerprint = new Map<string, { lexicon: ReportedLexicon; stations: string[] }>();
  for (const station of stations) {
    if (station.revokedAt !== null) continue;
    for (const lexicon of station.lexicons) {
      const known = byFingerprint.get(lexicon.fingerprint);
      if (known === undefined) byFingerprint.set(lexicon.fingerprint, { lexicon, stations: [station.name] });
      else if (!known.stations.includes(station.name)) known.stations.push(station.name);
    }
  }
  return [...byFingerprint.values()];
}

/** How the hub names itself among the holders of a list (`hall lexicon import` put it there). */
export const HUB_HOLDER = 'the hub';

/**
 * Every list the director may designate: the hub's own (`hall lexicon import`), which it carries to
 * every station, and those the stations offer, by fingerprint, with who holds each (the hub named
 * first as HUB_HOLDER, for the command line; `atHub` says so to a screen that names it itself).
 */
export function designatableInHall(
  stations: readonly HubStation[],
  hubLists: readonly ReportedLexicon[],
): { lexicon: ReportedLexicon; stations: string[]; atHub: boolean }[] {
  const offered = offeredInHall(stations);
  const atHub = hubLists.map((lexicon) => {
    const held = offered.find((each) => each.lexicon.fingerprint === lexicon.fingerprint);
    return { lexicon, stations: [HUB_HOLDER, ...(held?.stations ?? [])], atHub: true };
  });
  return [
    ...atHub,
    ...offered
      .filter(({ lexicon }) => !hubLists.some((each) => each.fingerprint === lexicon.fingerprint))
      .map((each) => ({ ...each, atHub: false })),
  ];
}

/**
 * The list `choice` names among the hub's own and those the stations offer: its whole fingerprint,
 * the first 8 or more hex digits of one, or its exact name. A name two lists share (last year's
 * edition beside this year's) is refused with both fingerprints, so the director picks by
 * fingerprint; so is a choice nothing matches.
 */
export function resolveLexiconChoice(
  store: HubStore,
  choice: string,
  hubLists: readonly ReportedLexicon[] = [],
): ReportedLexicon {
  const offered = designatableInHall(store.stations.all(), hubLists);
  const wanted = choice.trim();
  const byPrint = /^[0-9a-f]{8,64}$/u.test(wanted.toLowerCase())
    ? offered.filter(({ lexicon }) => lexicon.fingerprint.startsWith(wanted.toLowerCase()))
    : [];
  const matches =
    byPrint.length > 0 ? byPrint : offered.filter(({ lexicon }) => lexicon.name === wanted.normalize('NFC'));
  const listed = (items: typeof offered): string =>
    items
      .map(({ lexicon, stations }) => `${lexiconLabel(lexicon)}, held by ${stations.join(', ')}`)
      .join('; ');
  if (matches.length === 1 && matches[0] !== undefined) return matches[0].lexicon;
  if (matches.length > 1)
    throw new StationRequestError(
      `"${choice}" names ${matches.length} lists: ${listed(matches)}. Designate one by its fingerprint.`,
    );
  throw new StationRequestError(
    offered.length === 0
      ? 'Neither the hub nor a station of this hall holds a lexicon yet: import one at the hub with `hall lexicon import FILE --name NAME`.'
      : `No list "${choice}" is held by the hub or offered by a station. Held: ${listed(offered)}.`,
  );
}

/**
 * Designates `lexicon` as the hall's list, by the director with `by` initials, and flags every
 * adjudication the hub already holds that was judged on another list. Returns the designation and
 * how many stations were flagged.
 */
export function designateLexicon(
  store: HubStore,
  lexicon: ReportedLexicon,
  by: string,
  now: Date,
): { designation: HallDesignation; flagged: number } {
  const designation: HallDesignation = {
    name: lexicon.name,
    alphabet: lexicon.alphabet,
    fingerprint: lexicon.fingerprint,
    wordCount: lexicon.wordCount,
    by,
    at: now.toISOString(),
  };
  let flagged = 0;
  store.transaction(() => {
    store.designations.record(designation);
    for (const off of store.chains.adjudicationsOffList(designation.fingerprint)) {
      const station = store.stations.byToken(off.token);
      if (station === null) continue;
      if (raiseOtherList(store, station, off, designation, now)) flagged += 1;
    }
  });
  return { designation, flagged };
}

/**
 * Raises the fault for an adjudication of `station` judged on another list than `designation`;
 * once per station, list and designation (the message names the first such entry). True when new.
 */
export function raiseOtherList(
  store: HubStore,
  station: HubStation,
  entry: Pick<LogEntry, 'seq' | 'lexiconName' | 'lexiconFingerprint'>,
  designation: HallDesignation,
  now: Date,
): boolean {
  const used = { name: entry.lexiconName, fingerprint: entry.lexiconFingerprint };
  return store.faults.raise(
    station.token,
    OTHER_LIST_FAULT,
    `${designation.fingerprint}:${entry.lexiconFingerprint}`,
    `"${station.name}" judged entry ${entry.seq} on another list: ${lexiconLabel(used)}, not the hall's ${lexiconLabel(designation)}`,
    now,
  );
}
