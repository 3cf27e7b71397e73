// The hall's own word lists, kept at the hub. They are imported there once, with the station's own
// importer, its report of unplayable lines, its pins and its file checks at load: the shelf is a
// station's lexicon shelf in a folder of the hub's (`lexicon-shelf/`), so the hub holds each list
// exactly as a station would, and its own log records every import and removal.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Station } from '../station/station.ts';
import { HallError } from './hall-errors.ts';
import type { ReportedLexicon } from './hall-messages.ts';

/** The folder of the hub's lists, inside the hub's data folder. */
export const HUB_SHELF_DIR = 'lexicon-shelf';

/** Whether the hub has a shelf: a list was imported there once. */
export function hubShelfExists(hubDir: string): boolean {
  return existsSync(join(hubDir, HUB_SHELF_DIR, 'station.sqlite'));
}

/**
 * Runs `work` on the hub's shelf and closes it. `create` makes the shelf (at `hall lexicon
 * import`); otherwise a hub with none is refused with what to do.
 */
export function withHubShelf<T>(hubDir: string, create: boolean, work: (shelf: Station) => T): T {
  const dataDir = join(hubDir, HUB_SHELF_DIR);
  if (!create && !hubShelfExists(hubDir))
    throw new HallError(
      'hub-store',
      `The hub in ${hubDir} holds no word list yet: import one with \`hall lexicon import FILE --name NAME\`.`,
    );
  const shelf = new Station({ dataDir, mustExist: !create });
  try {
    return work(shelf);
  } finally {
    shelf.close();
  }
}

/** The hub's own lists (the built-in demo list aside), as the director chooses among them. */
export function hubLists(hubDir: string): ReportedLexicon[] {
  if (!hubShelfExists(hubDir)) return [];
  return withHubShelf(hubDir, false, (shelf) =>
    shelf.lexicons
      .list()
      .filter((info) => !info.demo)
      .map(({ name, fingerprint, alphabet, wordCount }) => ({ name, fingerprint, alphabet, wordCount })),
  );
}
