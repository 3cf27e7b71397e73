import { z } from 'zod';
import type { SettingsTable } from '../store/settings-table.ts';
import type { ChainHead } from './challenge-log.ts';

// The settings key: a settings row, not a migration, since only this station's own checks read it.
const KEY = 'log_verified_through';

const checkpointSchema = z.strictObject({
  seq: z.number().int().min(1),
  hash: z.string().regex(/^[0-9a-f]{64}$/u),
});

/**
 * The newest entry a full check of the chain found sound: {seq, hash}, kept in the settings table.
 * A later open checks that entry and the entries after it instead of the whole log. It is only a
 * shortcut: a value that does not parse is treated as absent, and the whole chain is checked again.
 */
export class ChainCheckpoint {
  readonly #settings: SettingsTable;

  constructor(settings: SettingsTable) {
    this.#settings = settings;
  }

  /** The recorded checkpoint, or null when there is none (or it is not one the station wrote). */
  read(): ChainHead | null {
    const text = this.#settings.read(KEY);
    if (text === null) return null;
    try {
      const parsed = checkpointSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Forgets the checkpoint after a full check found the chain broken, so every later open checks the
   * whole chain again and refuses it, instead of passing an old break the checkpoint vouched for.
   */
  invalidate(): void {
    try {
      this.#settings.write(KEY, 'broken');
    } catch {
      // A database that refuses writes refuses to record anything too; the problem is kept in memory.
    }
  }

  /** Records a head a full check found sound; a database that refuses the write keeps the old one. */
  advanceTo(head: ChainHead): void {
    try {
      this.#settings.write(KEY, JSON.stringify({ seq: head.seq, hash: head.hash }));
    } catch {
      // Only a shortcut: the next open checks more of the chain, and record() reports the fault itself.
    }
  }
}
