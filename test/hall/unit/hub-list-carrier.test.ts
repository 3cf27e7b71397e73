// The hub's list carrier, driven through its port by buckets in memory: what the hub writes for its
// stations when a director designates, in the order a station may read it.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { carriedDesignationSchema, listObjectName } from '../../../electron/core/hall/wire/hall-buckets.ts';
import { designateLexicon } from '../../../electron/core/hall/hub/hub-designation.ts';
import { hubShelfAccess, withHubShelfStation } from '../../../electron/hall/hub/station-lexicon-shelf.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { unpackLexicon } from '../../../electron/core/lexicon/lexicon-package.ts';
import type { HallBucketsPort } from '../../../electron/hall/hub/buckets-port.ts';
import { HubListCarrier } from '../../../electron/hall/hub/hub-list-carrier.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const open: HubStore[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

const AT = new Date('2026-11-26T10:00:00.000Z');

function hub() {
  const hubDir = join(tempDir(), 'hub');
  const store = new HubStore(hubDir, { create: true });
  open.push(store);
  const writes: string[] = [];
  const objects = new Map<string, Uint8Array>();
  let designation: Uint8Array | null = null;
  const port: HallBucketsPort = {
    open: () => Promise.resolve(),
    hasList: (name) => Promise.resolve(objects.has(name)),
    putList: (name, bytes) => {
      writes.push(`list ${name}`);
      objects.set(name, bytes);
      return Promise.resolve();
    },
    putSettings: () => {
      writes.push('settings');
      return Promise.resolve();
    },
    putPairings: () => {
      writes.push('pairings');
      return Promise.resolve();
    },
    deletePairings: () => {
      writes.push('pairings deleted');
      return Promise.resolve();
    },
    putDesignation: (value) => {
      writes.push('designation');
      designation = value;
      return Promise.resolve();
    },
  };
  const lines: string[] = [];
  const carrier = new HubListCarrier(store, hubShelfAccess(hubDir), port, (line) => lines.push(line));
  const importList = (text: string, name: string) =>
    withHubShelfStation(hubDir, true, (shelf) =>
      shelf.importer.importBytes(new TextEncoder().encode(text), name),
    );
  const designate = (lexicon: {
    name: string;
    fingerprint: string;
    alphabet: 'english';
    wordCount: number;
  }) => designateLexicon(store, lexicon, 'JB', AT);
  const carried = () =>
    designation === null
      ? null
      : carriedDesignationSchema.parse(JSON.parse(new TextDecoder().decode(designation)));
  const setRound = () =>
    store.settings.setHallSetting({ round: { value: 3, by: 'JB', at: AT.toISOString() } });
  return { carrier, writes, objects, lines, importList, designate, carried, setRound };
}

describe('the hub carries the designated list', () => {
  it('puts the list whole before the designation that names it, once', async () => {
    const { carrier, writes, objects, importList, designate, carried } = hub();
    const club = importList('QI\nZA\nCAT\n', 'CLUB');
    designate({ ...club, alphabet: 'english' });
    await carrier.carry();
    await carrier.carry();
    const name = listObjectName(club.fingerprint);
    expect(writes).toEqual([`list ${name}`, 'designation']);
    expect(carried()).toMatchObject({
      name: 'CLUB',
      fingerprint: club.fingerprint,
      by: 'JB',
      at: AT.toISOString(),
    });
    expect(unpackLexicon(objects.get(name) ?? new Uint8Array(), club.fingerprint).lexicon.wordCount).toBe(3);
  });

  it('carries a new designation, and does not put a list the bucket holds again', async () => {
    const { carrier, writes, importList, designate, carried } = hub();
    const club = importList('QI\nZA\nCAT\n', 'CLUB');
    const other = importList('QI\nXU\n', 'OTHER');
    designate({ ...club, alphabet: 'english' });
    await carrier.carry();
    designate({ ...other, alphabet: 'english' });
    await carrier.carry();
    designate({ ...club, alphabet: 'english' });
    await carrier.carry();
    expect(writes).toEqual([
      `list ${listObjectName(club.fingerprint)}`,
      'designation',
      `list ${listObjectName(other.fingerprint)}`,
      'designation',
      'designation',
    ]);
    expect(carried()?.fingerprint).toBe(club.fingerprint);
  });

  it('carries the settings and the list once, and says so once, when asked again while carrying', async () => {
    const { carrier, writes, lines, importList, designate, setRound } = hub();
    const club = importList('QI\nZA\nCAT\n', 'CLUB');
    designate({ ...club, alphabet: 'english' });
    setRound();
    // The hub's timer may ask again before a slow put has finished.
    await Promise.all([carrier.carry(), carrier.carry()]);
    expect(writes).toEqual(['settings', `list ${listObjectName(club.fingerprint)}`, 'designation']);
    expect(lines.filter((line) => line.includes("carrying the hall's settings"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("carrying the hall's list CLUB"))).toHaveLength(1);
  });

  it('writes nothing for a list only stations hold, and says so once', async () => {
    const { carrier, writes, lines, designate } = hub();
    designate({ name: 'THEIRS', fingerprint: 'ab'.repeat(32), alphabet: 'english', wordCount: 9 });
    await carrier.carry();
    await carrier.carry();
    expect(writes).toEqual([]);
    expect(lines).toEqual([expect.stringContaining("is not one of the hub's")]);
  });
});
