// The hub's lexicon shelf as it is kept: a station's lexicon shelf in a folder of the hub's
// (`lexicon-shelf/`). Lists are imported there with the station's own importer, its report of
// unplayable lines, its pins and its file checks at load, so the hub holds each list exactly as a
// station would, and the shelf's own log records every import and removal. The hub's logic reads
// it only through its port (core/hall/hub/hub-lexicon-shelf.ts); this file is the one that knows it
// is a Station.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getAlphabet } from '../../common/alphabets/index.ts';
import { parseTiles } from '../../common/alphabets/parse-tiles.ts';
import { encodeTiles } from '../../common/alphabets/tile-words.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { ReportedLexicon } from '../../core/hall/wire/hall-messages.ts';
import {
  hubListsOf,
  type HubLexiconShelf,
  type HubShelfAccess,
  type OpenedHubShelf,
} from '../../core/hall/hub/hub-lexicon-shelf.ts';
import { hubJudge, type HubJudge } from '../../core/hall/hub/hub-rejudge.ts';
import { Station } from '../../core/station/station.ts';

/** The folder of the hub's lists, inside the hub's data folder. */
export const HUB_SHELF_DIR = 'lexicon-shelf';

/** Whether the hub has a shelf: a list was imported there once. */
export function hubShelfExists(hubDir: string): boolean {
  return existsSync(join(hubDir, HUB_SHELF_DIR, 'station.sqlite'));
}

/** A station's shelf as the hub's port: lists found by their full fingerprint. */
export function stationLexiconShelf(station: Pick<Station, 'lexicons'>): HubLexiconShelf {
  const shelf = station.lexicons;
  return {
    list: () => shelf.list(),
    lookUp: (fingerprint) => {
      const lexicon = shelf.list().find((each) => each.fingerprint === fingerprint);
      if (lexicon === undefined) return null;
      const graph = shelf.graph(lexicon);
      const alphabet = getAlphabet(lexicon.alphabet);
      return (word) => {
        const parsed = parseTiles(word, alphabet);
        return !('error' in parsed) && graph.has(encodeTiles(parsed.tiles, alphabet));
      };
    },
    pack: (fingerprint) => (shelf.find(fingerprint) === null ? null : shelf.pack(fingerprint)),
  };
}

/**
 * Runs `work` on the station that keeps the hub's shelf and closes it: the CLI's import, show and
 * remove, which are a station's own. `create` makes the shelf (at `hall lexicon import`);
 * otherwise a hub with none is refused with what to do.
 */
export function withHubShelfStation<T>(hubDir: string, create: boolean, work: (station: Station) => T): T {
  const dataDir = join(hubDir, HUB_SHELF_DIR);
  if (!create && !hubShelfExists(hubDir))
    throw new HallError(
      'hub-store',
      `The hub in ${hubDir} holds no word list yet: import one with \`hall lexicon import FILE --name NAME\`.`,
    );
  const station = new Station({ dataDir, mustExist: !create });
  try {
    return work(station);
  } finally {
    station.close();
  }
}

/** The hub's shelf in `hubDir` through its port, opened for each piece of work. */
export function hubShelfAccess(hubDir: string): HubShelfAccess {
  return (work) =>
    hubShelfExists(hubDir)
      ? withHubShelfStation(hubDir, false, (station) => work(stationLexiconShelf(station)))
      : null;
}

/** The hub's shelf in `hubDir` opened to be kept open, or null while the hub has none. */
export function openHubShelf(hubDir: string): OpenedHubShelf | null {
  if (!hubShelfExists(hubDir)) return null;
  const station = new Station({ dataDir: join(hubDir, HUB_SHELF_DIR), mustExist: true });
  return { ...stationLexiconShelf(station), close: () => station.close() };
}

/** The running hub's judge over the shelf in `hubDir`, opened once a list is there. */
export function openHubJudge(hubDir: string): HubJudge {
  return hubJudge(() => openHubShelf(hubDir));
}

/** The hub's own lists (the built-in demo list aside), as the director chooses among them. */
export function hubLists(hubDir: string): ReportedLexicon[] {
  return hubShelfAccess(hubDir)(hubListsOf) ?? [];
}
