// The kiosk's file guard in-process: it wakes on the folder's events, and only while it is watching.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { watchLog } from '../../../electron/core/log/log-watch.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const AN_HOUR = 3_600_000;

/** A running station with its watch, the interval guard an hour away so only the folder can wake it. */
async function watchedStation() {
  const dataDir = tempDir();
  const station = new Station({ dataDir });
  station.prepare();
  station.judge({ words: ['CAT'], source: 'cli' });
  const onProblem = vi.fn<(problem: string) => void>();
  const watch = watchLog(station.recorder, { intervalMs: AN_HOUR, onProblem });
  expect(await watch.fullCheck).toBeNull();
  return { dataDir, station, watch, onProblem };
}

describe('the file guard of a running station', () => {
  it('does not wake for other files in the folder, and wakes at once when the WAL is deleted', async () => {
    const { dataDir, station, watch, onProblem } = await watchedStation();
    try {
      writeFileSync(join(dataDir, 'notes.txt'), 'a file beside the station');
      rmSync(join(dataDir, 'notes.txt'));
      station.judge({ words: ['DOG'], source: 'cli' });
      await sleep(200);
      expect(onProblem).not.toHaveBeenCalled();
      rmSync(join(dataDir, 'station.sqlite-wal'));
      await vi.waitFor(() => expect(onProblem).toHaveBeenCalledOnce(), { timeout: 5_000 });
      expect(onProblem.mock.calls[0]?.[0]).toMatch(/station\.sqlite-wal was deleted or replaced/u);
    } finally {
      watch.stop();
      station.close();
    }
  });

  it('reports nothing once stopped, though the WAL is then deleted', async () => {
    const { dataDir, station, watch, onProblem } = await watchedStation();
    watch.stop();
    try {
      rmSync(join(dataDir, 'station.sqlite-wal'));
      await sleep(200);
      expect(onProblem).not.toHaveBeenCalled();
    } finally {
      station.close();
    }
  });

  it('reports nothing when the station closes and removes its own WAL while still watched', async () => {
    const { station, watch, onProblem } = await watchedStation();
    station.close();
    await sleep(200);
    watch.stop();
    expect(onProblem).not.toHaveBeenCalled();
  });
});
