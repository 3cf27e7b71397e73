import type { Database } from 'better-sqlite3';

/**
 * Each station's clock against the hub's (`clock_skew_ms`: its clock minus the hub's, judged from
 * its last state messages, clock-skew-window.ts); null before the hub judged one. An integer, not
 * addColumnIfMissing's text: it is read back as the number it was.
 */
export function up(db: Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(stations)').all();
  if (!columns.some((column) => column.name === 'clock_skew_ms'))
    db.exec('ALTER TABLE stations ADD COLUMN clock_skew_ms INTEGER');
}
