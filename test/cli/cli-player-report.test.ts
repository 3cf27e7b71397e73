// `log report players` and `hall report players` as a director runs them: each player's figures from
// a station's log and from the hall's merged entries, as CSV and as a printable page in the event's
// language, one division, into a file, and the exit codes of a missing station or hub and bad options.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carriedPairingsFrom } from '../../electron/core/game/carried-pairings.ts';
import { readPairingsFile } from '../../electron/core/game/pairings-file.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { carryLog } from '../support/hall/hub-feeding.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { parseCsv, runCli } from './run-cli.ts';

const tempDir = useTempDirs();
const EVENT = join(import.meta.dirname, '../core/tsh/fixtures/event/config.tsh');

/**
 * A station holding the invented event's pairings (round 3: Müller, Anna, player 1, goes first against
 * Quill, Cora, player 3, at table 11), with three challenges at that table: Cora challenges a good play
 * (it stays, she loses a turn), then a phony (it comes off, Anna loses the turn), and one with the
 * challenger not given. So Anna: 2 plays challenged (1 stood, 1 came off), 1 turn lost, 1 unknown;
 * Cora: 2 challenges made (1 won, 1 lost), 3 words, 1 turn lost, 1 unknown.
 */
function stationWithGames(language?: 'de'): { dir: string; station: Station } {
  const dir = tempDir();
  const station = new Station({ dataDir: dir });
  const event = readPairingsFile(EVENT);
  station.pairings.hold({
    from: 'file',
    where: EVENT,
    pairings: carriedPairingsFrom(event, { file: 'config.tsh', readAt: '2026-12-07T10:00:00.000Z' }),
  });
  station.judge({ words: ['cat'], source: 'cli', table: 11, challenger: 2 });
  station.judge({ words: ['xqzv', 'dog'], source: 'cli', table: 11, challenger: 2 });
  station.judge({ words: ['cat'], source: 'cli', table: 11 });
  station.judge({ words: ['cat'], source: 'cli' });
  if (language !== undefined) station.profile.updateConfig({ language });
  return { dir, station };
}

function playerRows(csv: string): string[][] {
  const rows = parseCsv(csv);
  return rows.slice(
    1,
    rows.findIndex((row) => row.length <= 1),
  );
}

describe('log report players', () => {
  it("counts each player's challenges from the station's log, as CSV and as the printable page", () => {
    const { dir, station } = stationWithGames();
    station.close();
    const csv = runCli(dir, 'log', 'report', 'players', '--format', 'csv');
    expect(csv.status, csv.stderr).toBe(0);
    expect(playerRows(csv.stdout)).toEqual([
      ['A', '1', 'Müller, Anna', '0', '0', '0', '0', '2', '1', '1', '3', '0', '1', '1'],
      ['A', '3', 'Quill, Cora', '2', '1', '1', '3', '0', '0', '0', '0', '0', '1', '1'],
    ]);
    const html = runCli(dir, 'log', 'report', 'players');
    expect(html.status, html.stderr).toBe(0);
    expect(html.stdout).toContain('<html lang="en">');
    expect(html.stdout).toContain('2: won 1, lost 1');
    expect(html.stdout).toContain(
      'Challenges that recorded no game (the station held no pairings, or no table was typed): 1.',
    );
    const german = runCli(dir, 'log', 'report', 'players', '--language', 'de');
    expect(german.stdout).toContain('<html lang="de">');
    expect(german.stdout).toContain('Anzweiflungen je Spieler');
  });

  it("speaks the station's kiosk language, keeps one division, writes a file, answers --json", () => {
    const { dir, station } = stationWithGames('de');
    station.close();
    expect(runCli(dir, 'log', 'report', 'players').stdout).toContain('<html lang="de">');
    expect(
      playerRows(runCli(dir, 'log', 'report', 'players', '--division', 'b', '--format', 'csv').stdout),
    ).toEqual([]);
    const out = join(tempDir(), 'players.csv');
    const written = runCli(
      dir,
      'log',
      'report',
      'players',
      '--division',
      'a',
      '--format',
      'csv',
      '--out',
      out,
    );
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toContain(`Wrote the report of 2 players to ${out}.`);
    expect(playerRows(readFileSync(out, 'utf8'))).toHaveLength(2);
    const json = JSON.parse(runCli(dir, '--json', 'log', 'report', 'players').stdout) as {
      players: { name: string; turnsLost: number }[];
      withoutGame: number;
      challengerUnknown: number;
    };
    expect(json.players.map((player) => [player.name, player.turnsLost])).toEqual([
      ['Müller, Anna', 1],
      ['Quill, Cora', 1],
    ]);
    expect([json.withoutGame, json.challengerUnknown]).toEqual([1, 1]);
  });

  it('exits 4 with no station, 2 for a format or language it does not know', () => {
    expect(runCli(join(tempDir(), 'none'), 'log', 'report', 'players').status).toBe(4);
    const { dir, station } = stationWithGames();
    station.close();
    expect(runCli(dir, 'log', 'report', 'players', '--format', 'pdf').status).toBe(2);
    expect(runCli(dir, 'log', 'report', 'players', '--language', 'xx').status).toBe(2);
  });
});

describe('hall report players', () => {
  it("counts from the hall's merged entries, in the hall's language", () => {
    const hubDir = tempDir();
    const store = new HubStore(hubDir, { create: true });
    store.stations.invite('Station 1', 'tok0001', null, new Date());
    store.settings.setHallSetting({ language: { value: 'fr', by: 'JB', at: new Date().toISOString() } });
    const { station } = stationWithGames();
    carryLog(store, 'tok0001', station);
    station.close();
    store.close();
    const csv = runCli(hubDir, 'hall', 'report', 'players', '--format', 'csv');
    expect(csv.status, csv.stderr).toBe(0);
    expect(playerRows(csv.stdout).map((row) => row.slice(0, 4))).toEqual([
      ['A', '1', 'Müller, Anna', '0'],
      ['A', '3', 'Quill, Cora', '2'],
    ]);
    const html = runCli(hubDir, 'hall', 'report', 'players');
    expect(html.stdout).toContain('<html lang="fr">');
    expect(html.stdout).toContain('Contestations par joueur');
    expect(runCli(hubDir, 'hall', 'report', 'players', '--language', 'pl').stdout).toContain(
      '<html lang="pl">',
    );
  });

  it('exits 27 where there is no hub', () => {
    expect(runCli(tempDir(), 'hall', 'report', 'players').status).toBe(27);
  });
});
