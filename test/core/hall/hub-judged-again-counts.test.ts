// The hub's second opinions counted by station and outcome, as `hall status`, the hall view (every
// second) and the merged export show them: kept as each opinion is stored, never counted by
// reading every stored opinion again (0006-judged-again-counts.ts).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const A = 'aaaa1111';
const B = 'bbbb2222';

describe('the second opinions counted', () => {
  it('counts each station’s opinions by outcome as they are stored, and a replayed entry once', () => {
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    store.transaction(() => {
      store.judgedAgain.record(A, 1, 'agrees', [true]);
      store.judgedAgain.record(A, 2, 'differs', [false]);
      store.judgedAgain.record(A, 3, 'not-judged', null);
      store.judgedAgain.record(B, 1, 'agrees', [true, true]);
    });
    // The stream offers an entry again after a restart: its opinion is already stored.
    store.transaction(() => {
      store.judgedAgain.record(A, 1, 'agrees', [true]);
      store.judgedAgain.record(A, 4, 'agrees', [true]);
    });
    expect(store.judgedAgain.counts(A)).toEqual({ judged: 3, agreeing: 2, differing: 1, notJudged: 1 });
    expect(store.judgedAgain.counts(B)).toEqual({ judged: 1, agreeing: 1, differing: 0, notJudged: 0 });
    store.close();
  });

  it('counts nothing of a batch the hub undid', () => {
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    store.transaction(() => store.judgedAgain.record(A, 1, 'agrees', [true]));
    expect(() =>
      store.transaction(() => {
        store.judgedAgain.record(A, 2, 'differs', [false]);
        throw new Error('the disk is full');
      }),
    ).toThrow('the disk is full');
    // As the ingest takes a batch guarded: one entry's savepoint undone, the rest of the batch kept.
    store.transaction(() => {
      store.judgedAgain.record(A, 3, 'not-judged', null);
      try {
        store.savepoint(() => {
          store.judgedAgain.record(A, 4, 'agrees', [true]);
          throw new Error('an entry no station should send');
        });
      } catch {
        // Dropped with a line at the hub; the batch goes on.
      }
      store.judgedAgain.record(A, 5, 'differs', [false]);
    });
    expect(store.judgedAgain.counts(A)).toEqual({ judged: 2, agreeing: 1, differing: 1, notJudged: 1 });
    store.close();
  });

  it('counts the opinions a hub store of schema 5 already held, and goes on counting', () => {
    const hubDir = join(tempDir(), 'hub');
    new HubStore(hubDir, { create: true }).close();
    // As a hub before schema 6 left it: no counts kept, schema 5, opinions stored.
    const db = new Database(join(hubDir, 'hub.sqlite'));
    db.exec('DROP TRIGGER judged_again_counted; DROP TABLE judged_again_counts');
    const insert = db.prepare(
      'INSERT INTO judged_again (token, seq, outcome, hub_results) VALUES (?, ?, ?, ?)',
    );
    for (let seq = 1; seq <= 5; seq += 1) insert.run(A, seq, seq === 5 ? 'differs' : 'agrees', '[true]');
    insert.run(B, 1, 'not-judged', null);
    db.pragma('user_version = 5');
    db.close();
    const store = new HubStore(hubDir);
    expect(store.judgedAgain.counts(A)).toEqual({ judged: 5, agreeing: 4, differing: 1, notJudged: 0 });
    expect(store.judgedAgain.counts(B)).toEqual({ judged: 0, agreeing: 0, differing: 0, notJudged: 1 });
    store.transaction(() => store.judgedAgain.record(A, 6, 'agrees', [true]));
    expect(store.judgedAgain.counts(A)).toMatchObject({ judged: 6, agreeing: 5 });
    store.close();
  });
});
