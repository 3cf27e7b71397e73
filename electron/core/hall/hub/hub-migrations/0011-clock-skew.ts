import type { Database } from 'better-sqlite3';

/**
 * Each station's clock against the hub's (`stations.clock_skew_ms`: its clock minus the hub's,
 * judged from its last state messages, clock-skew-window.ts), and each entry the skew its station
 * had when the entry arrived (`entries.clock_skew_ms`), so the hall orders it on the hub's clock
 * even after the station's clock is set right (hub-time.ts). Null: none judged yet. Integers, not
 * addColumnIfMissing's text: they are read back as the numbers they were.
 */
export function up(db: Database): void {
  for (const table of ['stations', 'entries']) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!columns.some((column) => column.name === 'clock_skew_ms'))
      db.exec(`ALTER TABLE ${table} ADD COLUMN clock_skew_ms INTEGER`);
  }
}
