// The designation on the director's side: `hall designate NAME|FINGERPRINT --by INITIALS` as the
// hall view's designation, `hall status` and the merged export's header carrying the designation and
// its history, a fingerprint wherever a list is named, and a list named `ENABLE2К` (a Cyrillic К)
// beside the hall's `ENABLE2K` raising a look-alike warning, its entries "judged on another list".
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HallDesignation } from '../../electron/common/hall-view-shapes.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { withHubShelfStation } from '../../electron/hall/hub/station-lexicon-shelf.ts';
import { Station } from '../../electron/core/station/station.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { parseCsv, runCli } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { carryLog, reportState } from '../support/hall/hub-feeding.ts';

const tempDir = useTempDirs();
const HALLS_LIST = 'ENABLE2K';
const LOOK_ALIKE = 'ENABLE2\u041A';
let hubDir: string;
let store: HubStore;
let handlers: HallViewHandlers;
const stations: { token: string; station: Station; fingerprint: string }[] = [];

/** A station invited as `name`, judging on its own list `listName` of `words`, carried to the hub and heard. */
function joined(name: string, token: string, listName: string, words: string): void {
  const dataDir = tempDir();
  writeFileSync(join(dataDir, 'list.txt'), words);
  const station = new Station({ dataDir });
  station.prepare();
  const { fingerprint } = station.importer.importFile(join(dataDir, 'list.txt'), listName);
  station.lexicons.use(fingerprint);
  station.judge({ words: ['QI'], source: 'cli', round: 1, table: stations.length + 1 });
  store.stations.invite(name, token, null, new Date());
  carryLog(store, token, station);
  reportState(store, token, station, { machine: token });
  stations.push({ token, station, fingerprint });
}

function fingerprintOf(index: number): string {
  const fingerprint = stations[index]?.fingerprint;
  if (fingerprint === undefined) throw new Error(`no station ${index}`);
  return fingerprint;
}

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  joined('Station 1', 'tok1', HALLS_LIST, 'QI\nZA\nCAT\nDOG\n');
  // Another list of three other words, under a name that reads the same.
  joined('Station 2', 'tok2', LOOK_ALIKE, 'QI\nZA\nCAT\nDOG\nZZZ\nQAT\nXU\n');
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
});

afterEach(() => {
  handlers.close();
  store.close();
  for (const { station } of stations.splice(0)) station.close();
});

describe('`hall designate`', () => {
  it('refuses a list no station offers, and initials that are not initials, with exit 2 and nothing recorded', () => {
    const unknown = runCli(hubDir, 'hall', 'designate', 'CSW24', '--by', 'JB');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No list "CSW24" is held by the hub or offered by a station. Held: ');
    expect(unknown.stderr).toContain(`${HALLS_LIST} (${fingerprintOf(0).slice(0, 8)}), held by Station 1`);
    const script = runCli(hubDir, 'hall', 'designate', HALLS_LIST, '--by', '<script>');
    expect(script.status).toBe(2);
    expect(script.stderr).toContain('expected your initials');
    expect(runCli(hubDir, 'hall', 'designate', HALLS_LIST).status).toBe(2);
    expect(store.designations.all()).toEqual([]);
  });

  it('designates by name or fingerprint, says what it designated and how many stations it flagged', () => {
    const byName = runCli(hubDir, 'hall', 'designate', HALLS_LIST, '--by', 'JB');
    expect(byName.stderr).toBe('');
    expect(byName.status).toBe(0);
    expect(byName.stdout).toMatch(
      new RegExp(`^The hall's lexicon is now ${HALLS_LIST}, designated by JB at \\d{4}-\\d\\d-\\d\\dT`, 'u'),
    );
    expect(byName.stdout).toContain('  alphabet english, 4 words\n');
    expect(byName.stdout).toContain(`  fingerprint ${fingerprintOf(0)}\n`);
    // Station 2 judged on the look-alike list: flagged.
    expect(byName.stdout).toContain('  1 station flagged for entries judged on another list');

    const byPrint = runCli(
      hubDir,
      '--json',
      'hall',
      'designate',
      fingerprintOf(1).slice(0, 10),
      '--by',
      'A.N.O',
    );
    expect(byPrint.stderr).toBe('');
    expect(byPrint.status).toBe(0);
    expect(JSON.parse(byPrint.stdout)).toMatchObject({
      designated: { name: LOOK_ALIKE, fingerprint: fingerprintOf(1), wordCount: 7, by: 'A.N.O' },
      flagged: 1,
    });
    expect(store.designations.all().map(({ name, by }) => [name, by])).toEqual([
      [HALLS_LIST, 'JB'],
      [LOOK_ALIKE, 'A.N.O'],
    ]);
  });
});

describe('the hub’s own lists in the hall view', () => {
  it('lists them, held by the hub, and designates one before any station has joined', () => {
    const ownDir = join(tempDir(), 'hub');
    const own = new HubStore(ownDir, { create: true });
    const fingerprint = withHubShelfStation(ownDir, true, (shelf) =>
      shelf.importer.importBytes(new TextEncoder().encode('QI\nZA\nXU\n'), 'CLUB'),
    ).fingerprint;
    const view = new HallViewHandlers(ownDir, hubViewPort(own, ownDir));
    try {
      const snapshot = view.snapshot({ feed: '', since: 0 });
      expect(snapshot.stations).toEqual([]);
      expect(snapshot.lexicons).toEqual([
        // The hub is named by the page in its language: no station's name stands for it.
        expect.objectContaining({ name: 'CLUB', fingerprint, wordCount: 3, atHub: true, stations: [] }),
      ]);
      expect(view.designate({ fingerprint, initials: 'JB' }).designated).toMatchObject({
        name: 'CLUB',
        by: 'JB',
      });
      expect(own.designations.current()?.fingerprint).toBe(fingerprint);
    } finally {
      view.close();
      own.close();
    }
  });
});

describe('the designation on the director’s screens and in the export', () => {
  beforeEach(() => {
    expect(runCli(hubDir, 'hall', 'designate', LOOK_ALIKE, '--by', 'XY').status).toBe(0);
    expect(runCli(hubDir, 'hall', 'designate', HALLS_LIST, '--by', 'JB').status).toBe(0);
  });

  it('is in `hall status`: who designated which list (its full fingerprint) when, and the lists before it', () => {
    const json = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      designation: HallDesignation;
      designations: HallDesignation[];
    };
    expect(json.designation).toMatchObject({ name: HALLS_LIST, fingerprint: fingerprintOf(0), by: 'JB' });
    expect(Date.parse(json.designation.at)).not.toBeNaN();
    expect(json.designations.map(({ name, fingerprint, by }) => [name, fingerprint, by])).toEqual([
      [LOOK_ALIKE, fingerprintOf(1), 'XY'],
      [HALLS_LIST, fingerprintOf(0), 'JB'],
    ]);
    const text = runCli(hubDir, 'hall', 'status');
    // Station 2's entry judged on another list is a fault: status exits 1.
    expect(text.status).toBe(1);
    expect(text.stdout).toContain(
      `The hall's lexicon: ${HALLS_LIST} (english, 4 words), fingerprint ${fingerprintOf(0)}, designated by JB at ${json.designation.at}`,
    );
    expect(text.stdout).toContain(
      `  - ${LOOK_ALIKE} (english, 7 words), fingerprint ${fingerprintOf(1)}, designated by XY at`,
    );
    expect(text.stdout).toMatch(/FAULT other-list: "Station 2" judged entry \d+ on another list: ENABLE2К/u);
  });

  it('is in the merged export’s header: the CSV preamble, the JSON Lines header and the HTML report', () => {
    const dir = join(tempDir(), 'export');
    expect(runCli(hubDir, 'hall', 'export', '--to', dir).status).toBe(0);
    const csv = parseCsv(readFileSync(join(dir, 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
    const designated = csv.find((row) => row[0] === 'Designated lexicon');
    expect(designated?.slice(0, 6)).toEqual([
      'Designated lexicon',
      HALLS_LIST,
      fingerprintOf(0),
      '4 words',
      'english',
      'by JB',
    ]);
    expect(csv.filter((row) => row[0] === 'Designation').map((row) => [row[1], row[5]])).toEqual([
      [LOOK_ALIKE, 'by XY'],
      [HALLS_LIST, 'by JB'],
    ]);
    expect(csv.find((row) => row[0] === 'Hall')?.[2]).toBe(store.settings.hallId());

    const [first] = readFileSync(join(dir, 'merged.jsonl'), 'utf8').split('\n');
    const { merged } = JSON.parse(first ?? '{}') as {
      merged: { hall: { hallId: string; designated: HallDesignation; designations: HallDesignation[] } };
    };
    expect(merged.hall.hallId).toBe(store.settings.hallId());
    expect(merged.hall.designated).toMatchObject({
      name: HALLS_LIST,
      fingerprint: fingerprintOf(0),
      by: 'JB',
    });
    expect(merged.hall.designations.map(({ by }) => by)).toEqual(['XY', 'JB']);

    const html = readFileSync(join(dir, 'merged.html'), 'utf8');
    expect(html).toContain(`${HALLS_LIST} (${fingerprintOf(0)}, 4 words, English), designated by JB at `);
    expect(html).toContain(`by XY: ${LOOK_ALIKE} (${fingerprintOf(1)}, 7 words, English)`);
  });

  it('warns of the look-alike list, names the entry judged on it, and shows each list’s fingerprint', () => {
    const snapshot = handlers.snapshot({ feed: '', since: 0 });
    const alerts = snapshot.alerts.map((alert) => [alert.kind, alert.station, alert.text]);
    expect(alerts).toContainEqual([
      'look-alike',
      'Station 2',
      `Station 2 offers ${LOOK_ALIKE} (${fingerprintOf(1).slice(0, 8)}), which looks like the hall's list ${HALLS_LIST} (${fingerprintOf(0).slice(0, 8)}) but is not ("К" is U+041A).`,
    ]);
    expect(alerts).toContainEqual([
      'other-list',
      'Station 2',
      expect.stringMatching(
        new RegExp(
          `^"Station 2" judged entry \\d+ on another list: ${LOOK_ALIKE} \\(${fingerprintOf(1).slice(0, 8)}\\), not the hall's ${HALLS_LIST}`,
          'u',
        ),
      ),
    ]);
    // Station 1 offers the hall's list itself: no warning (its entry flagged while the look-alike was
    // the hall's list stays until acknowledged).
    expect(alerts.filter(([kind, station]) => station === 'Station 1' && kind !== 'other-list')).toEqual([]);
    // Every challenge names the list it was judged on, with its fingerprint.
    expect(snapshot.items.map((item) => [item.station, item.lexicon])).toEqual([
      ['Station 1', { name: HALLS_LIST, fingerprint: fingerprintOf(0) }],
      ['Station 2', { name: LOOK_ALIKE, fingerprint: fingerprintOf(1) }],
    ]);
    const entry = handlers.entry({ token: 'tok2', seq: snapshot.items[1]?.seq ?? 0, reveal: false });
    expect([entry.lexiconName, entry.lexiconFingerprint]).toEqual([LOOK_ALIKE, fingerprintOf(1)]);
    // The picker: every offered list, its fingerprint, who offers it, and that one reads like the other.
    expect(snapshot.lexicons).toEqual([
      {
        name: HALLS_LIST,
        alphabet: 'english',
        fingerprint: fingerprintOf(0),
        wordCount: 4,
        atHub: false,
        stations: ['Station 1'],
        caution: {
          code: 'look-alike',
          other: `${LOOK_ALIKE} (${fingerprintOf(1).slice(0, 8)})`,
          unusual: [],
        },
      },
      {
        name: LOOK_ALIKE,
        alphabet: 'english',
        fingerprint: fingerprintOf(1),
        wordCount: 7,
        atHub: false,
        stations: ['Station 2'],
        caution: {
          code: 'look-alike',
          other: `${HALLS_LIST} (${fingerprintOf(0).slice(0, 8)})`,
          unusual: [{ char: 'К', code: 'U+041A', invisible: false }],
        },
      },
    ]);
    expect(snapshot.designations.map(({ by }) => by)).toEqual(['XY', 'JB']);
  });
});
