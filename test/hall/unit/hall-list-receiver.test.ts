// The station's receiver of the hall's designated list, driven through its port by buckets in
// memory: what a director sees on a station is the list the hub designated, installed whole and
// offered first, whatever the transfer did on the way.
import { afterEach, describe, expect, it } from 'vitest';
import { DESIGNATION_KEY, listObjectName } from '../../../electron/core/hall/wire/hall-buckets.ts';
import { Station } from '../../../electron/core/station/station.ts';
import {
  HallListReceiver,
  percentOf,
  type HallListState,
} from '../../../electron/hall/station/hall-list-receiver.ts';
import type { HallListPort } from '../../../electron/hall/station/list-port.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { until } from '../../support/until.ts';

const tempDir = useTempDirs();
const open: { close: () => void }[] = [];
afterEach(() => {
  for (const each of open.splice(0).reverse()) each.close();
});

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function station(): Station {
  const made = new Station({ dataDir: tempDir() });
  open.push(made);
  return made;
}

/** The hub's side: its shelf, and the two buckets as a port that counts what the station fetched. */
class Buckets {
  readonly hub = station();
  readonly objects = new Map<string, Uint8Array>();
  readonly fetched: string[] = [];
  /** Answers the next fetches with these instead of the object (a cut-off or damaged transfer). */
  readonly spoiled: Uint8Array[] = [];
  /** Holds each fetch until released, to designate again while one is under way. */
  hold: Promise<undefined> | null = null;
  /** Sends each object in these fractions of its size, each step waiting to be let through. */
  paced: readonly number[] | null = null;
  /** The steps of a paced transfer waiting to be let through, oldest first. */
  readonly gates: (() => void)[] = [];
  #watcher: ((value: Uint8Array | null) => void) | null = null;
  #value: Uint8Array | null = null;

  /** Imports a list at the hub and puts its package in the lists bucket. */
  list(text: string, name: string) {
    const info = this.hub.importer.importBytes(bytes(text), name);
    this.objects.set(listObjectName(info.fingerprint), this.hub.lexicons.pack(info.fingerprint));
    return info;
  }

  designate(info: { name: string; fingerprint: string; wordCount: number }, by = 'JB'): void {
    this.set(
      bytes(
        JSON.stringify({
          name: info.name,
          alphabet: 'english',
          fingerprint: info.fingerprint,
          wordCount: info.wordCount,
          by,
          at: '2026-11-26T10:00:00.000Z',
        }),
      ),
    );
  }

  set(value: Uint8Array | null): void {
    this.#value = value;
    this.#watcher?.(value);
  }

  readonly port: HallListPort = {
    watch: (key, onValue) => {
      if (key !== DESIGNATION_KEY) return Promise.resolve(() => undefined);
      this.#watcher = onValue;
      onValue(this.#value);
      return Promise.resolve(() => {
        this.#watcher = null;
      });
    },
    fetchList: async (name, onProgress) => {
      this.fetched.push(name);
      await this.hold;
      const size = this.objects.get(name)?.byteLength ?? 0;
      for (const fraction of this.paced ?? []) {
        onProgress?.(Math.floor(size * fraction), size);
        await new Promise<void>((resolve) => this.gates.push(resolve));
      }
      const spoiled = this.spoiled.shift();
      if (spoiled !== undefined) return spoiled;
      const object = this.objects.get(name);
      if (object === undefined) throw new Error(`the hall holds no ${name}`);
      return object;
    },
  };
}

function receiver(target: Pick<Station, 'importer' | 'lexicons'>, buckets: Buckets, lines: string[] = []) {
  const made = new HallListReceiver(target, buckets.port, {
    onEvent: (line) => lines.push(line),
    retryMs: 1,
    sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
  });
  open.push({ close: () => made.stop() });
  return made;
}

const CLUB = 'QI\nZA\nCAT\nDOGS\n';

describe('the hall’s designated list, received by a station', () => {
  it('is fetched, installed and offered first; the station then judges on it', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    buckets.designate(club);
    const target = station();
    const lines: string[] = [];
    const receiving = receiver(target, buckets, lines);
    await receiving.start();
    expect(await receiving.settled(5_000)).toEqual({
      state: 'received',
      name: 'CLUB',
      fingerprint: club.fingerprint,
    });
    expect(target.lexicons.active()?.fingerprint).toBe(club.fingerprint);
    expect(target.judge({ words: ['DOGS'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    expect(lines.join('\n')).toContain("received the hall's list CLUB");
  });

  it('shows how much has come while it comes, in whole percent, then received', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    buckets.paced = [0, 1 / 3, 0.999, 1];
    buckets.designate(club);
    const target = station();
    const receiving = receiver(target, buckets);
    const seen: HallListState[] = [];
    await receiving.start();
    for (let step = 0; step < 4; step += 1) {
      await until(() => buckets.gates.length === 1, `step ${step} of the transfer`, { intervalMs: 0 });
      seen.push(receiving.state());
      buckets.gates.shift()?.();
    }
    const receivingState = { state: 'receiving', name: 'CLUB', fingerprint: club.fingerprint };
    expect(seen).toEqual([
      { ...receivingState, percent: 0 },
      { ...receivingState, percent: 33 },
      { ...receivingState, percent: 99 },
      { ...receivingState, percent: 100 },
    ]);
    expect(await receiving.settled(5_000)).toEqual({
      state: 'received',
      name: 'CLUB',
      fingerprint: club.fingerprint,
    });
  });

  it('keeps a list refused before shown as refused, with why, while it comes again', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    const whole = buckets.objects.get(listObjectName(club.fingerprint)) ?? new Uint8Array();
    buckets.spoiled.push(whole.slice(0, whole.length - 50));
    buckets.paced = [1 / 4];
    buckets.designate(club);
    const target = station();
    const receiving = receiver(target, buckets);
    await receiving.start();
    await until(() => buckets.gates.length === 1, 'the first transfer a quarter in', { intervalMs: 0 });
    const quarter = Math.floor((Math.floor(whole.length / 4) * 100) / whole.length);
    expect(receiving.state()).toMatchObject({ state: 'receiving', percent: quarter });
    buckets.gates.shift()?.();
    await until(() => buckets.gates.length === 1, 'the second transfer a quarter in', { intervalMs: 0 });
    const refused = receiving.state();
    expect(refused.state).toBe('refused');
    expect(refused.state === 'refused' ? refused.reason : '').toMatch(/truncated/u);
    buckets.gates.shift()?.();
    expect((await receiving.settled(5_000)).state).toBe('received');
  });

  it('counts a whole percent rounded down, 100 only once every byte has come', () => {
    expect([percentOf(0, 300), percentOf(1, 300), percentOf(100, 300), percentOf(299, 300)]).toEqual([
      0, 0, 33, 99,
    ]);
    expect([percentOf(300, 300), percentOf(400, 300), percentOf(-5, 300), percentOf(0, 0)]).toEqual([
      100, 100, 0, 100,
    ]);
  });

  it('is not fetched by a station that holds it, only offered first', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    buckets.designate(club);
    const target = station();
    target.importer.importBytes(bytes(CLUB), 'CLUB');
    target.importer.importBytes(bytes('AA\nAB\n'), 'OTHER');
    target.lexicons.offer(['OTHER', 'CLUB']);
    const receiving = receiver(target, buckets);
    await receiving.start();
    expect((await receiving.settled(5_000)).state).toBe('received');
    expect(buckets.fetched).toEqual([]);
    expect(target.lexicons.offered().map((each) => each.name)).toEqual(['CLUB', 'OTHER']);
  });

  it('refuses a cut-off or damaged transfer, keeps judging on what it had, and fetches again', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    const whole = buckets.objects.get(listObjectName(club.fingerprint)) ?? new Uint8Array();
    const damaged = whole.slice();
    damaged[damaged.length - 1] = 0x7b;
    buckets.spoiled.push(whole.slice(0, whole.length - 50), damaged);
    buckets.designate(club);
    const target = station();
    const before = target.lexicons.active()?.fingerprint;
    const lines: string[] = [];
    const receiving = receiver(target, buckets, lines);
    await receiving.start();
    expect((await receiving.settled(5_000)).state).toBe('received');
    expect(buckets.fetched).toHaveLength(3);
    expect(lines.filter((line) => line.includes('not installed'))).toEqual([
      expect.stringMatching(/truncated/u),
      expect.stringMatching(/damaged/u),
    ]);
    expect(target.lexicons.active()?.fingerprint).toBe(club.fingerprint);
    expect(before).not.toBe(club.fingerprint);
  });

  it('ends on the latest designation when it changes twice during a transfer', async () => {
    const buckets = new Buckets();
    const first = buckets.list(CLUB, 'FIRST');
    const second = buckets.list('QI\nZA\n', 'SECOND');
    const third = buckets.list('QI\nZA\nXU\n', 'THIRD');
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    buckets.hold = held;
    buckets.designate(first);
    const target = station();
    const receiving = receiver(target, buckets);
    await receiving.start();
    await until(() => buckets.fetched.length === 1, 'the first transfer under way', { intervalMs: 0 });
    buckets.designate(second);
    buckets.designate(third);
    buckets.hold = null;
    release(undefined);
    expect(await receiving.settled(5_000)).toMatchObject({ state: 'received', name: 'THIRD' });
    expect(target.lexicons.active()?.fingerprint).toBe(third.fingerprint);
    expect(buckets.fetched).toEqual([listObjectName(first.fingerprint), listObjectName(third.fingerprint)]);
  });

  it('says why when the station cannot install it (a full disk), and judges on on the list it had', async () => {
    const buckets = new Buckets();
    const club = buckets.list(CLUB, 'CLUB');
    buckets.designate(club);
    const target = station();
    const before = target.lexicons.active()?.fingerprint;
    const full: Pick<Station, 'importer' | 'lexicons'> = {
      lexicons: target.lexicons,
      importer: Object.assign(Object.create(target.importer) as Station['importer'], {
        installReceived: () => {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
      }),
    };
    const receiving = receiver(full, buckets);
    await receiving.start();
    await until(() => receiving.state().state === 'refused', 'refused', { intervalMs: 0 });
    const refused = receiving.state();
    expect(refused.state === 'refused' ? refused.reason : '').toMatch(
      /^the station's disk is full: there is no room for the list \(ENOSPC: no space left/u,
    );
    expect(target.lexicons.active()?.fingerprint).toBe(before);
    expect(target.judge({ words: ['QI'], source: 'cli' }).lexicon.fingerprint).toBe(before);
    expect((await receiving.settled(50)).state).toBe('refused');
  });

  it('changes nothing for a value the hub cannot have written', async () => {
    const buckets = new Buckets();
    buckets.set(bytes('{"fingerprint":"not hex"}'));
    const target = station();
    const lines: string[] = [];
    const receiving = receiver(target, buckets, lines);
    await receiving.start();
    expect(receiving.state()).toEqual({ state: 'none' });
    expect(buckets.fetched).toEqual([]);
    expect(lines.join('\n')).toContain('cannot be read');
  });
});
