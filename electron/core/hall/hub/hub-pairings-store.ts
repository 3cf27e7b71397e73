// The tournament's pairings at the hub (`hall pairings FILE`, `hall start --pairings FILE`): the
// file it reads and whether it follows TSH's rewrites of it, the last good pairings read from it,
// and the problem with the file while one stands. Each under its own key of the hub's settings
// (`hub_meta`), because the command line sets the file while the running hub writes the rest: a
// hub started again reads the same file, and carries the last good pairings until it reads it.
import { z } from 'zod';
import { carriedPairingsSchema, type CarriedPairings } from '../../game/carried-pairings.ts';
import type { HubSettingsStore } from './hub-settings-store.ts';

const SOURCE_KEY = 'pairings_source';
const HELD_KEY = 'pairings_held';
const PROBLEM_KEY = 'pairings_problem';

const sourceSchema = z.strictObject({
  /** The absolute path of the `tourney.js` or `config.tsh`. */
  path: z.string().min(1).max(4096),
  /** Read again each time TSH rewrites it; else read once when set. */
  follow: z.boolean(),
  /** When the director named it: a new time is a new file to read, even the same path. */
  at: z.iso.datetime(),
});

/** The players of each division, beside the pairings, so players added mid-event are noticed. */
const heldSchema = z.strictObject({
  pairings: carriedPairingsSchema,
  players: z.record(z.string(), z.number().int().min(0)),
});

const problemSchema = z.strictObject({ text: z.string(), since: z.iso.datetime() });

export type PairingsSource = z.infer<typeof sourceSchema>;
export type HubHeldPairings = z.infer<typeof heldSchema>;
export type PairingsProblem = z.infer<typeof problemSchema>;

/** A value of the hub's settings, parsed; null when absent, blank or damaged (never trusted blindly). */
function parsed<T>(settings: HubSettingsStore, key: string, schema: z.ZodType<T>): T | null {
  const text = settings.get(key);
  if (text === null || text === '') return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The hub's pairings, over its settings store. */
export class HubPairingsStore {
  readonly #settings: HubSettingsStore;

  constructor(settings: HubSettingsStore) {
    this.#settings = settings;
  }

  /** The file the hub reads its pairings from, or null. */
  source(): PairingsSource | null {
    return parsed(this.#settings, SOURCE_KEY, sourceSchema);
  }

  setSource(source: PairingsSource | null): void {
    this.#settings.set(SOURCE_KEY, source === null ? '' : JSON.stringify(sourceSchema.parse(source)));
  }

  /** The last good pairings read, as the hub carries them, or null. */
  held(): HubHeldPairings | null {
    return parsed(this.#settings, HELD_KEY, heldSchema);
  }

  /** The pairings alone, as carried to the stations. */
  pairings(): CarriedPairings | null {
    return this.held()?.pairings ?? null;
  }

  setHeld(held: HubHeldPairings | null): void {
    this.#settings.set(HELD_KEY, held === null ? '' : JSON.stringify(heldSchema.parse(held)));
  }

  /** What is wrong with the file now (the last good pairings stay carried), or null. */
  problem(): PairingsProblem | null {
    return parsed(this.#settings, PROBLEM_KEY, problemSchema);
  }

  setProblem(problem: PairingsProblem | null): void {
    this.#settings.set(PROBLEM_KEY, problem === null ? '' : JSON.stringify(problemSchema.parse(problem)));
  }
}
