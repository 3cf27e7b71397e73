import type { SettingsTable } from '../store/settings-table.ts';

/** The keys the director's secrets are kept under: PIN and recovery-code hashes, and the back-off of each. */
export type SecretKey = 'director_pin' | 'recovery_code' | 'pin_throttle' | 'recovery_throttle';

/**
 * The director's secrets, kept in the settings table beside, but apart from, the station's
 * settings: only the console's access code reads or writes them.
 */
export class DirectorSecrets {
  readonly #table: SettingsTable;

  constructor(table: SettingsTable) {
    this.#table = table;
  }

  /** The stored text under a secret's key, or null when it was never set. */
  read(key: SecretKey): string | null {
    return this.#table.read(key);
  }

  /** Stores a secret's text (a hash, or the back-off state). */
  write(key: SecretKey, value: string): void {
    this.#table.write(key, value);
  }
}
