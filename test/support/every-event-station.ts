// A station whose log holds every kind of console event this version writes, each recorded by the
// core's own code (not typed here), beside challenges under both rules, a check and a ruling: what a
// screen that shows the log is tested against, in every language.
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventAction } from '../../electron/common/entry-values.ts';
import { recordConsoleQuit } from '../../electron/core/console/console-quit.ts';
import { exportToFolder } from '../../electron/core/export/export-folder.ts';
import { clearStationPairings, readStationPairings } from '../../electron/core/game/station-pairings.ts';
import { joinHall, leaveHall } from '../../electron/core/hall/station/station-hall-membership.ts';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { verifyAndRecord } from '../../electron/core/log/recorded-verify.ts';
import { checkWords, recordRuling } from '../../electron/core/review/challenge-review.ts';
import { Station } from '../../electron/core/station/station.ts';
import type { DirectorAccess } from '../../electron/core/console/director-access.ts';
import { unreachableJoinFile } from './hall/hall-fixture.ts';

/** What the events are made with: the station, its director's access and a folder of its own. */
export interface EveryEventParts {
  readonly station: Station;
  readonly access: DirectorAccess;
  /** The PIN the station was set up with; it is the PIN again afterwards. */
  readonly pin: string;
  readonly recoveryCode: string;
  /** A folder for the word lists, the export and the join file. */
  readonly dir: string;
}

/** TSH's pairings of an invented event (the reader's fixtures). */
const TSH_FIXTURES = fileURLToPath(new URL('../core/tsh/fixtures/', import.meta.url));

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * Records every console event a station writes, after set-up (which wrote station-set-up and
 * station-renamed): a wrong PIN and code, an unlock, a reset, settings, lexicons imported (in the
 * Catalan alphabet, skipping a line), repaired, received from a hall, digested, pinned, unpinned,
 * removed, used and offered, pairings read and cleared, a hall joined and left, a verify, an export and a quit. Challenges are
 * judged under "double challenge" and "5 points per word", with a check and a ruling on the first.
 */
export async function recordEveryEvent(parts: EveryEventParts): Promise<void> {
  const { station, access, pin, dir } = parts;
  access.unlock('111222');
  access.unlock(pin);
  access.recover('AAAA-BBBB-CCCC-DDDD', pin);
  access.recover(parts.recoveryCode, pin);

  const first = station.judge({ words: ['cat', 'xqzt'], source: 'kiosk', round: 1, table: 4 });
  station.profile.updateConfig({
    round: 2,
    tableEntry: true,
    challengeRule: { kind: 'points', points: 5 },
    textSize: 'large',
    timings: { verdictMinMs: 3_000, verdictClearMs: 9_000, idleClearMs: 25_000 },
  });
  station.judge({ words: ['dog'], source: 'kiosk', round: 2, table: 5 });
  checkWords(station, { refersTo: first.entry.seq, words: ['cat', 'xyst'], judge: 'Anna' });
  recordRuling(station, { refersTo: first.entry.seq, ruling: 'upheld', judge: 'Anna', note: '' });

  const catalan = station.importer.importBytes(bytes('CASA\nGAT\nL·LIRI\nQ\n'), 'CLUB CA', () => undefined, {
    alphabet: 'catalan',
    skipUnplayable: true,
  });
  const english = join(dir, 'club.txt');
  writeFileSync(english, 'QI\nZA\nCAT\nDOGS\n');
  const club = station.importer.importFile(english, 'CLUB');
  station.importer.importFile(english, 'CLUB');
  station.lexicons.pin('CLUB', club.fingerprint, 'JB');
  station.lexicons.pin('CLUB', null, 'JB');
  const hub = new Station({ dataDir: join(dir, 'hub-shelf') });
  const hallList = hub.importer.importBytes(bytes('ZZZQ\nQI\n'), 'FED', () => undefined);
  const packed = hub.lexicons.pack(hallList.fingerprint);
  hub.close();
  station.importer.installReceived(packed, {
    fingerprint: hallList.fingerprint,
    by: 'JB',
    at: '2026-12-07T03:46:11.954Z',
  });
  station.lexicons.use(club.fingerprint);
  station.lexicons.offer([club.fingerprint, catalan.fingerprint]);
  station.lexicons.remove(hallList.fingerprint);
  forgetDigest(station, club.fingerprint);

  readStationPairings(station, join(TSH_FIXTURES, 'tourney.js.txt'));
  clearStationPairings(station);

  const membership = {
    dataDir: station.dataDir,
    recorder: station.recorder,
    transaction: station.transaction,
    now: () => new Date(),
  };
  mkdirSync(join(dir, 'hall'), { recursive: true });
  joinHall(membership, readJoinFile(await unreachableJoinFile(join(dir, 'hall'), 'Station 1')));
  leaveHall(membership);
  verifyAndRecord(station, station.log.head() ?? undefined);
  const exportDir = join(dir, 'export');
  mkdirSync(exportDir);
  exportToFolder(station, exportDir);
  recordConsoleQuit(station.recorder);
}

// A lexicon as a station before file digests kept it: its next load records the digest.
function forgetDigest(station: Station, fingerprint: string): void {
  const db = new Database(join(station.dataDir, 'station.sqlite'));
  try {
    db.prepare('UPDATE lexicons SET file_digest = NULL WHERE fingerprint = ?').run(fingerprint);
  } finally {
    db.close();
  }
  station.lexicons.graph(station.lexicons.get(fingerprint));
}

/** The actions of a station's events, each once, in the order first written. */
export function loggedActions(station: Station): EventAction[] {
  const actions = [...station.log.entries()].flatMap((entry) =>
    entry.kind === 'event' && entry.action !== null ? [entry.action as EventAction] : [],
  );
  return [...new Set(actions)];
}
