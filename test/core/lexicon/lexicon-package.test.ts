// The hall carries a list from the hub's shelf to a station as one package (lexicon-package.ts):
// installed, it is the designated list word for word; damaged, truncated or swapped, it is refused
// before anything is written.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StationRequestError } from '../../../electron/core/errors.ts';
import type { AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const open: Station[] = [];
afterEach(() => {
  for (const station of open.splice(0)) station.close();
});

function station(): Station {
  const made = new Station({ dataDir: tempDir() });
  open.push(made);
  return made;
}

/** Every entry of a station's log. */
function entries(target: Station): LogEntry[] {
  return [...target.log.rows()].flatMap((row) => rowToEntry(row) ?? []);
}

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A hub's shelf with one list, and its package. */
function packed(text: string, name: string, alphabet: AlphabetId = 'english') {
  const hub = station();
  const info = hub.importer.importBytes(bytes(text), name, () => undefined, { alphabet });
  return { info, packageBytes: hub.lexicons.pack(info.fingerprint) };
}

const designation = (fingerprint: string) => ({ fingerprint, by: 'JB', at: '2026-11-26T10:00:00.000Z' });

/** The lexicon files a station holds, the built-in demo's aside. */
function lexiconFiles(target: Station): string[] {
  const demo = target.lexicons.list().find((each) => each.demo)?.fingerprint ?? '';
  return readdirSync(join(target.dataDir, 'lexicons')).filter((file) => !file.startsWith(demo));
}

describe('a list the hall carries', () => {
  it('is installed as the hub holds it: the same fingerprint, the same verdicts, its definitions, pinned and logged', () => {
    const { info, packageBytes } = packed('QI\nZA\nCAT this animal\nDOGS\n', 'CLUB');
    const target = station();
    const received = target.importer.installReceived(packageBytes, designation(info.fingerprint));
    expect(received).toMatchObject({ name: 'CLUB', fingerprint: info.fingerprint, wordCount: 4 });
    target.lexicons.offerFirst(received.fingerprint);
    expect(target.lexicons.active()?.fingerprint).toBe(info.fingerprint);
    expect(target.judge({ words: ['QI', 'CAT'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    expect(target.judge({ words: ['QI', 'CATS'], source: 'cli' }).verdict).toBe('UNACCEPTABLE');
    expect(target.lexicons.definition(received, 'CAT')).toBe('this animal');
    expect(target.lexicons.pinned()['CLUB']).toBe(info.fingerprint);
    const event = entries(target).find((entry) => entry.action === 'lexicon-received');
    expect(event?.details).toContain(`CLUB ${info.fingerprint}`);
    expect(event?.details).toContain('designated by JB at 2026-11-26T10:00:00.000Z');
    expect(event?.judge).toBe('JB');
  });

  it('keeps a list of multi-letter tiles word for word (Spanish CH, LL, RR)', () => {
    const { info, packageBytes } = packed('CHICO\nLLAMA\nPERRO\nÑU\n', 'ES', 'spanish');
    const target = station();
    const received = target.importer.installReceived(packageBytes, designation(info.fingerprint));
    expect(received).toMatchObject({ fingerprint: info.fingerprint, alphabet: 'spanish', wordCount: 4 });
    target.lexicons.offerFirst(received.fingerprint);
    expect(target.judge({ words: ['[CH]ICO', 'ÑU'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
  });

  it('is refused whole when truncated, damaged, not the designated list, or passed off as it', () => {
    const { info, packageBytes } = packed('QI\nZA\nCAT\nDOGS\n', 'CLUB');
    const other = packed('QI\nZA\nCAT\nDOG\n', 'CLUB');
    // One bit flipped inside the word graph (after the two header lines).
    const flipped = packageBytes.slice();
    const graphAt = flipped.indexOf(0x0a, flipped.indexOf(0x0a) + 1) + 40;
    flipped[graphAt] = (flipped[graphAt] ?? 0) ^ 0x01;
    // Another list's package with this list's fingerprint written over its own in its header.
    const passedOff = other.packageBytes.slice();
    passedOff.set(bytes(info.fingerprint), Buffer.from(passedOff).indexOf(other.info.fingerprint));
    const cases: [string, Uint8Array, string, RegExp][] = [
      ['truncated', packageBytes.slice(0, packageBytes.length - 100), info.fingerprint, /truncated/u],
      ['damaged', flipped, info.fingerprint, /word graph is damaged/u],
      ['another list', other.packageBytes, info.fingerprint, /not the designated list/u],
      ['passed off', passedOff, info.fingerprint, /its words are not the designated list/u],
      ['not a package', bytes('QI\nZA\n'), info.fingerprint, /not a lexicon package/u],
    ];
    const target = station();
    const before = entries(target).length;
    for (const [what, offered, fingerprint, why] of cases) {
      expect(() => target.importer.installReceived(offered, designation(fingerprint)), what).toThrow(why);
    }
    expect(target.lexicons.list().filter((each) => !each.demo)).toEqual([]);
    expect(lexiconFiles(target)).toEqual([]);
    expect(entries(target).length).toBe(before);
  });

  it('is not written again where the station holds it, and refused where another list has its name', () => {
    const { info, packageBytes } = packed('QI\nZA\nCAT\nDOGS\n', 'CLUB');
    const holder = station();
    holder.importer.importBytes(bytes('QI\nZA\nCAT\nDOGS\n'), 'CLUB');
    const before = entries(holder).length;
    expect(holder.importer.installReceived(packageBytes, designation(info.fingerprint)).name).toBe('CLUB');
    expect(entries(holder).length).toBe(before);

    const clash = station();
    clash.importer.importBytes(bytes('QI\nZA\n'), 'CLUB');
    expect(() => clash.importer.installReceived(packageBytes, designation(info.fingerprint))).toThrow(
      StationRequestError,
    );
    expect(() => clash.importer.installReceived(packageBytes, designation(info.fingerprint))).toThrow(
      /another list here is named CLUB/u,
    );
  });
});
