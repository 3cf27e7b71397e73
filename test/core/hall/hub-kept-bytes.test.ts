// Each station's bytes of held entries and of refused messages kept as evidence, which the ingest
// checks against its budgets before every held or refused message: kept by triggers as rows come
// and go (0009-kept-bytes.ts), one row read however much a station sent.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUB_LIMITS } from '../../../electron/core/hall/wire/hub-limits.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const A = 'aaaa1111';
const B = 'bbbb2222';
const AT = new Date('2027-03-01T09:00:00.000Z');
const ROW = HUB_LIMITS.rowOverheadBytes;

function refuse(store: HubStore, token: string | null, body: string): void {
  store.transaction(() =>
    store.quarantine.keep({ token, seq: null, hash: null, kind: 'malformed', reason: 'junk', body }, AT),
  );
}

describe('the bytes a station keeps in the hub', () => {
  it('counts refused messages as they are kept, each body in bytes with its row, per station', () => {
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    refuse(store, A, 'junk');
    refuse(store, A, 'ÇÇ');
    refuse(store, B, 'x'.repeat(100));
    refuse(store, null, 'nobody');
    expect(store.quarantine.bytes(A)).toBe(4 + 4 + 2 * ROW);
    expect(store.quarantine.bytes(B)).toBe(100 + ROW);
    expect(store.quarantine.bytes(null)).toBe(6 + ROW);
    expect(store.quarantine.bytes('cccc3333')).toBe(0);
    // A batch undone counts nothing.
    expect(() =>
      store.transaction(() => {
        store.quarantine.keep(
          { token: A, seq: null, hash: null, kind: 'malformed', reason: 'r', body: 'more' },
          AT,
        );
        throw new Error('the disk is full');
      }),
    ).toThrow('the disk is full');
    expect(store.quarantine.bytes(A)).toBe(8 + 2 * ROW);
    store.close();
  });

  it('counts held entries as they are held and released', () => {
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    store.transaction(() => {
      store.held.hold(A, 5, 'h5', 'x'.repeat(300), AT);
      store.held.hold(A, 6, 'h6', 'x'.repeat(200), AT);
    });
    expect(store.held.bytes(A)).toBe(500 + 2 * ROW);
    store.transaction(() => store.held.release(A, 5));
    expect(store.held.bytes(A)).toBe(200 + ROW);
    expect(store.held.bytes(B)).toBe(0);
    store.close();
  });

  it('counts what a hub store of schema 8 already kept, and goes on counting', () => {
    const hubDir = join(tempDir(), 'hub');
    const first = new HubStore(hubDir, { create: true });
    refuse(first, A, 'junk');
    first.transaction(() => first.held.hold(B, 9, 'h9', 'y'.repeat(50), AT));
    first.close();
    // As an earlier app left it: the rows, no counts.
    const db = new Database(join(hubDir, 'hub.sqlite'));
    db.exec(
      'DROP TRIGGER held_kept; DROP TRIGGER held_released; DROP TRIGGER quarantine_kept; DROP TABLE kept_bytes',
    );
    db.pragma('user_version = 8');
    db.close();
    const store = new HubStore(hubDir);
    expect(store.quarantine.bytes(A)).toBe(4 + ROW);
    expect(store.held.bytes(B)).toBe(50 + ROW);
    refuse(store, A, 'more');
    expect(store.quarantine.bytes(A)).toBe(8 + 2 * ROW);
    store.close();
  });
});
