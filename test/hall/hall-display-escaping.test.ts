// A station cannot rewrite the director's screen. A name holding a terminal
// escape code (ESC [2K erases the line it is printed on) and a word holding a right-to-left override
// (U+202E turns what follows it around) are shown with those characters made visible, ⟨U+001B⟩ and
// ⟨U+202E⟩, in `hall status`, in every answer of the hall view and in the merged export's CSV and
// HTML (its JSON Lines escape them): station names, what a station calls itself, lexicon names,
// health texts, its problem, the feed's words, fault messages.
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  encodeEntry,
  parseMessage,
  stationStateSchema,
} from '../../electron/core/hall/wire/hall-messages.ts';
import { entryMessage } from '../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../electron/core/hall/hub/hub-ingest.ts';
import { designateLexicon } from '../../electron/core/hall/hub/hub-designation.ts';
import { exportHall } from '../../electron/core/hall/hub/hub-export.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { hasHiddenCharacters } from '../../electron/core/hall/wire/visible-text.ts';
import { Station } from '../../electron/core/station/station.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { publisherSource } from '../../electron/hall/station/station-hall.ts';
import { logCheckWords, recordingWords } from '../../electron/common/station-health-words.ts';
import { runCli } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'tokene001';
const ERASE = '\u001b[2K\u001b[1A';
const RLO = '\u202e';
let hubDir: string;
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

/** Every string inside a JSON-like value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  const played = station.judge({ words: ['QI'], source: 'cli', round: 1, table: 1 }).entry;
  store.transaction(() => {
    for (const entry of station.log.entries()) ingestEntry(store, entryMessage(TOKEN, entry), new Date());
  });
  // An entry whose word holds a right-to-left override, as a hub of an earlier version stored it
  // (this one's ingest quarantines such a word): it reads "QI ACCEPTABLE" on a screen that obeys it.
  const seq = (store.stations.byToken(TOKEN)?.verified?.seq ?? 0) + 1;
  const forged = { ...played, seq, words: [`QI${RLO}ELBATPECCA`], hash: 'e'.repeat(64) };
  store.transaction(() => store.chains.append(TOKEN, forged, encodeEntry(forged), new Date()));
  // What the station says of itself: every text it may send, each holding one or the other.
  const own = publisherSource(station).state();
  const lexicon = own.lexicons[0];
  if (lexicon === undefined) throw new Error('the station offers no lexicon');
  const text = JSON.stringify({
    ...own,
    stationName: `Station 9${ERASE}`,
    lexicons: [{ ...lexicon, name: `DEMO${RLO}OMED` }],
    problem: `the log is sound${ERASE}`,
    health: {
      verifiedThrough: null,
      writeRefused: `disk full${ERASE}`,
      fileGuard: `replaced${RLO}`,
      lexiconsRefused: [{ name: `LIST${RLO}A`, fingerprint: lexicon.fingerprint, reason: `gone${ERASE}` }],
    },
    acknowledged: 0,
    hall: { list: { state: 'none' }, changedHere: [] },
    sentAt: new Date().toISOString(),
  });
  const state = parseMessage(stationStateSchema, text);
  if (state === null) throw new Error(`the hub refuses this state: ${text}`);
  store.transaction(() => {
    store.stations.recordState(TOKEN, state, { instance: 'i', machine: 'm', at: new Date() });
    store.faults.raise(TOKEN, 'malformed', 'k', `a message that is not an entry: ${ERASE}${RLO}`, new Date());
  });
  // The hall's list designated from what the station offers: its name is the station's.
  const offered = store.stations.byToken(TOKEN)?.lexicons[0];
  if (offered === undefined) throw new Error('the hub holds no lexicon of the station');
  designateLexicon(store, offered, 'JB', new Date());
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('what a station sends, on the director’s screens', () => {
  it('is shown with its control and bidi characters made visible in `hall status`', () => {
    const status = runCli(hubDir, 'hall', 'status');
    expect(status.status).toBe(1);
    for (const line of status.stdout.split('\n')) expect(hasHiddenCharacters(line), line).toBe(false);
    expect(status.stdout).toContain('Station 1 (calls itself "Station 9⟨U+001B⟩[2K⟨U+001B⟩[1A") — online');
    expect(status.stdout).toContain(`DEMO⟨U+202E⟩OMED (english,`);
    expect(status.stdout).toContain('station problem: the log is sound⟨U+001B⟩[2K');
    expect(status.stdout).toContain('cannot record (fail-closed) — disk full⟨U+001B⟩[2K');
    expect(status.stdout).toContain('file guard tripped — replaced⟨U+202E⟩');
    expect(status.stdout).toContain('LEXICON REFUSED LIST⟨U+202E⟩A: gone⟨U+001B⟩[2K');
    expect(status.stdout).toContain("hall's list: not yet heard of DEMO⟨U+202E⟩OMED (");
    expect(status.stdout).toContain(
      'FAULT malformed: a message that is not an entry: ⟨U+001B⟩[2K⟨U+001B⟩[1A⟨U+202E⟩',
    );
  });

  it('is said in the same words by `hall status` and the hall view’s card: log check, recording', () => {
    const [card] = handlers.snapshot({ feed: '', since: 0 }).stations;
    if (card === undefined) throw new Error('no station card');
    const lines = runCli(hubDir, 'hall', 'status').stdout.split('\n');
    expect(lines).toContain(`  log check: ${logCheckWords(card)}`);
    expect(lines).toContain(`  recording: ${recordingWords(card)}`);
    expect(logCheckWords(card)).toBe('✖ refused: the log is sound⟨U+001B⟩[2K⟨U+001B⟩[1A');
  });

  it('is shown with its control and bidi characters made visible in every hall view answer', () => {
    const snapshot = handlers.snapshot({ feed: '', since: 0 });
    for (const text of strings(snapshot)) expect(hasHiddenCharacters(text), text).toBe(false);
    const [card] = snapshot.stations;
    expect(card?.callsItself).toBe('Station 9⟨U+001B⟩[2K⟨U+001B⟩[1A');
    expect(card?.lexicons.map((lexicon) => lexicon.name)).toEqual(['DEMO⟨U+202E⟩OMED']);
    expect(card?.problem).toBe('the log is sound⟨U+001B⟩[2K⟨U+001B⟩[1A');
    expect(card?.health?.writeRefused).toBe('disk full⟨U+001B⟩[2K⟨U+001B⟩[1A');
    expect(card?.health?.fileGuard).toBe('replaced⟨U+202E⟩');
    expect(card?.health?.lexiconsRefused).toEqual([
      expect.objectContaining({ name: 'LIST⟨U+202E⟩A', reason: 'gone⟨U+001B⟩[2K⟨U+001B⟩[1A' }),
    ]);
    expect(snapshot.lexicons.map((lexicon) => lexicon.name)).toEqual(['DEMO⟨U+202E⟩OMED']);
    const forged = snapshot.items.at(-1);
    expect(forged?.words).toEqual(['QI⟨U+202E⟩ELBATPECCA']);
    expect(snapshot.alerts.map((alert) => alert.text)).toContain(
      'a message that is not an entry: ⟨U+001B⟩[2K⟨U+001B⟩[1A⟨U+202E⟩',
    );
    if (forged === undefined) throw new Error('no challenge in the feed');
    const detail = handlers.entry({ token: TOKEN, seq: forged.seq, reveal: true });
    for (const text of strings(detail)) expect(hasHiddenCharacters(text), text).toBe(false);
    expect(detail.words.map(({ word }) => word)).toEqual(['QI⟨U+202E⟩ELBATPECCA']);
  });

  it('is shown with its control and bidi characters made visible in the merged CSV and HTML, and escaped in the JSON Lines', () => {
    const out = join(tempDir(), 'export');
    exportHall(store, out);
    for (const name of ['merged.csv', 'merged.html']) {
      const text = readFileSync(join(out, name), 'utf8');
      expect(
        [RLO, '\u001b'].filter((char) => text.includes(char)),
        name,
      ).toEqual([]);
      expect(text, name).toContain('QI⟨U+202E⟩ELBATPECCA');
      expect(text, name).toContain('DEMO⟨U+202E⟩OMED');
    }
    const jsonl = readFileSync(join(out, 'merged.jsonl'), 'utf8');
    expect([RLO, '\u001b'].filter((char) => jsonl.includes(char))).toEqual([]);
    expect(jsonl).toContain('QI\\u202eELBATPECCA');
    const records = jsonl
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as { words: string[] });
    expect(records.at(-1)?.words).toEqual([`QI${RLO}ELBATPECCA`]);
  });
});
