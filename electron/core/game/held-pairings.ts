// The pairings a station holds, in its own database: read from TSH's files on a USB stick
// (`station pairings FILE`, the console's Station page) or carried by its hall. One slot: the
// latest pairings replace the ones before; a joined station's hall is their only source.
import { z } from 'zod';
import type { SettingsTable } from '../store/settings-table.ts';
import { carriedPairingsSchema, type CarriedPairings } from './carried-pairings.ts';

const KEY = 'pairings';

export const heldPairingsSchema = z.strictObject({
  /** `file`: read at this station from a path; `hall`: carried by the hall's hub. */
  from: z.enum(['file', 'hall']),
  /** The path read, for `file`; the hub's name for itself, for `hall`. */
  where: z.string().max(4096),
  pairings: carriedPairingsSchema,
});

export type HeldPairingsRecord = z.infer<typeof heldPairingsSchema>;

/** The station's pairings slot over its settings table. */
export class HeldPairings {
  readonly #table: SettingsTable;

  constructor(table: SettingsTable) {
    this.#table = table;
  }

  /** What the station holds, or null: never held, cleared, or a stored value that no longer parses. */
  read(): HeldPairingsRecord | null {
    const stored = this.#table.read(KEY);
    if (stored === null || stored === '') return null;
    try {
      const parsed = heldPairingsSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The pairings alone, for a lookup. */
  pairings(): CarriedPairings | null {
    return this.read()?.pairings ?? null;
  }

  /** Holds `record`, replacing what was held; refuses one that does not parse. */
  hold(record: HeldPairingsRecord): void {
    this.#table.write(KEY, JSON.stringify(heldPairingsSchema.parse(record)));
  }

  /** Holds nothing any more. */
  clear(): void {
    this.#table.write(KEY, '');
  }
}
