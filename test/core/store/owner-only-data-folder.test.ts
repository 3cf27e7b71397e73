import { chmodSync, chownSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Station } from '../../../electron/core/station/station.ts';
import { makeOwnerOnlyFolder, tightenToOwnerOnly } from '../../../electron/core/store/owner-only.ts';
import { canMakeImmutable, setImmutable } from '../../support/fault-injection.ts';
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

    // What the station held before the rule, with the modes a 022 umask gave: folders 755, files 644.
    function stationMadeBeforeTheRule(): {
      old: Station;
      dataDir: string;
      folders: string[];
      files: string[];
    } {
      const dataDir = join(tempDir(), 'old-station');
      const station = new Station({ dataDir });
      const list = join(tempDir(), 'list.txt');
      // The unplayable line leaves an import report in import-reports/.
      writeFileSync(list, 'CAT\nDOG\nZAX\nC4T\n');
      station.importer.importFile(list, 'SMALL', { skipUnplayable: true });
      station.judge({ words: ['CAT'], source: 'cli' });
      const folders = [dataDir, join(dataDir, 'lexicons'), join(dataDir, 'import-reports')];
      const files = [
        ...['station.sqlite', 'station.sqlite-wal', 'station.sqlite-shm'].map((name) => join(dataDir, name)),
        ...folders.slice(1).flatMap((folder) => readdirSync(folder).map((name) => join(folder, name))),
      ];
      for (const folder of folders) chmodSync(folder, 0o755);
      for (const file of files) chmodSync(file, 0o644);
      expect(files.filter((file) => file.includes('lexicons')).length).toBeGreaterThan(0);
      expect(files.filter((file) => file.includes('import-reports')).length).toBe(1);
      // Left open, so that its WAL and the WAL's index are still there when the station opens again.
      return { old: station, dataDir, folders, files };
    }

    it.each([
      ['the kiosk', false],
      ['the CLI', true],
    ])('tightens a folder made before this rule (755, its files 644) when %s opens it', (_who, mustExist) => {
      const { old, dataDir, folders, files } = stationMadeBeforeTheRule();
      expect(folders.map(mode)).toEqual(['755', '755', '755']);
      expect(files.map(mode)).toEqual(files.map(() => '644'));
      const station = new Station({ dataDir, mustExist });
      for (const folder of folders) expect([folder, mode(folder)]).toEqual([folder, '700']);
      for (const file of files) expect([file, mode(file)]).toEqual([file, '600']);
      expect(station.judge({ words: ['ZAX'], lexicon: 'SMALL', source: 'cli' }).verdict).toBe('ACCEPTABLE');
      station.close();
      old.close();
    });

    it('still opens when the file system refuses to tighten a file (immutable)', (context) => {
      if (!canMakeImmutable()) context.skip('needs chattr +i: Linux, root and ext4, XFS or Btrfs');
      const { old, dataDir } = stationMadeBeforeTheRule();
      const lexicons = join(dataDir, 'lexicons');
      const frozen = readdirSync(lexicons).map((name) => join(lexicons, name));
      setImmutable(frozen, true);
      try {
        const station = new Station({ dataDir, mustExist: true });
        expect(frozen.map(mode)).toEqual(frozen.map(() => '644'));
        expect([mode(dataDir), mode(lexicons)]).toEqual(['700', '700']);
        expect(station.judge({ words: ['ZAX'], lexicon: 'SMALL', source: 'cli' }).verdict).toBe('ACCEPTABLE');
        station.close();
      } finally {
        setImmutable(frozen, false);
        old.close();
      }
    });

    it('leaves a folder or file that belongs to another user as it is (a station run as root)', (context) => {
      if (process.getuid?.() !== 0) context.skip('needs root, to give the folder to another user');
      const folder = join(tempDir(), 'theirs');
      mkdirSync(folder, { mode: 0o755 });
      const file = join(folder, 'notes.txt');
      writeFileSync(file, 'x', { mode: 0o644 });
      chmodSync(folder, 0o755);
      chmodSync(file, 0o644);
      chownSync(folder, 65534, 65534);
      chownSync(file, 65534, 65534);
      makeOwnerOnlyFolder(folder);
      tightenToOwnerOnly(file);
      expect([mode(folder), mode(file)]).toEqual(['755', '644']);
      chownSync(folder, 0, 0);
      makeOwnerOnlyFolder(folder);
      expect(mode(folder)).toBe('700');
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
