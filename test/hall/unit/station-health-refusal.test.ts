// A station's health is taken on its judging thread every second for the hall. A list whose file
// is refused (missing, damaged) is read again only after 30 s: re-reading a big damaged list every
// second would be felt at the kiosk's next Tab. A list put right clears by then.
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Station } from '../../../electron/core/station/station.ts';
import { stationHealth } from '../../../electron/hall/station/station-hall.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

describe('a refused list in the station’s health', () => {
  it('is reported, stands for 30 s without its file read again, then clears once put right', () => {
    const dataDir = tempDir();
    const made = new Station({ dataDir });
    made.prepare();
    made.close();
    const shelf = join(dataDir, 'lexicons');
    const files = readdirSync(shelf);
    for (const file of files) renameSync(join(shelf, file), join(shelf, `${file}.away`));
    // Opened again, as a station starts: it has read no list yet.
    const station = new Station({ dataDir });
    try {
      const start = Date.parse('2026-11-27T10:00:00Z');
      const at = (seconds: number) => () => new Date(start + seconds * 1000);
      const refused = (seconds: number) =>
        stationHealth(station, at(seconds)).lexiconsRefused.map((lexicon) => lexicon.name);

      expect(refused(0)).toEqual(['DEMO']);
      // Put right at once: still said refused, since the file is not read again yet…
      for (const file of files) renameSync(join(shelf, `${file}.away`), join(shelf, file));
      expect(refused(1)).toEqual(['DEMO']);
      expect(refused(29)).toEqual(['DEMO']);
      // …and cleared once it is.
      expect(refused(31)).toEqual([]);
      expect(refused(32)).toEqual([]);
    } finally {
      station.close();
    }
  });
});
