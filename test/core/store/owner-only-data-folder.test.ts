import { chmodSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

// Windows has no such modes: Node reports what it makes of the read-only bit there.
describe.runIf(process.platform !== 'win32')(
  'the data folder, as another user on the machine sees it',
  () => {
    it('is the owner’s alone: folder 700, database, WAL and lexicon files 600, whatever the umask', () => {
      const dataDir = join(tempDir(), 'new', 'station');
      const previous = process.umask(0o002);
      try {
        const station = new Station({ dataDir });
        const list = join(tempDir(), 'list.txt');
        writeFileSync(list, 'CAT\nDOG\nZAX\n');
        station.importer.importFile(list, 'SMALL');
        station.judge({ words: ['CAT'], source: 'cli' });
        expect(mode(dataDir)).toBe('700');
        for (const name of ['station.sqlite', 'station.sqlite-wal', 'station.sqlite-shm']) {
          expect([name, mode(join(dataDir, name))]).toEqual([name, '600']);
        }
        const lexicons = join(dataDir, 'lexicons');
        expect(mode(lexicons)).toBe('700');
        expect(readdirSync(lexicons).length).toBeGreaterThan(0);
        for (const name of readdirSync(lexicons))
          expect([name, mode(join(lexicons, name))]).toEqual([name, '600']);
        station.close();
      } finally {
        process.umask(previous);
      }
    });

    it('tightens the database files of a station made before this rule when it opens them', () => {
      const dataDir = tempDir();
      new Station({ dataDir }).close();
      chmodSync(join(dataDir, 'station.sqlite'), 0o644);
      const station = new Station({ dataDir });
      station.judge({ words: ['CAT'], source: 'cli' });
      expect(mode(join(dataDir, 'station.sqlite'))).toBe('600');
      expect(mode(join(dataDir, 'station.sqlite-wal'))).toBe('600');
      station.close();
    });
  },
);
