import type { Database } from 'better-sqlite3';

/**
 * Every value the hub carried for each of the hall's settings (`carried_settings`), with who set it
 * when: a station logs a setting it applied from the hall as `settings-changed` by "hall: INITIALS",
 * and an entry of that form that matches none of these is a setting the hall never made
 * (hub-settings-check.ts). `hub_meta`'s `hall_settings` holds only each setting's latest value: a
 * store from before this table knows the values it holds now, not the ones they replaced.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS carried_settings (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      value TEXT NOT NULL,
      by TEXT NOT NULL,
      at TEXT NOT NULL,
      UNIQUE (name, by, value, at)
    ) STRICT;
  `);
  const row = db
    .prepare<[], { value: string }>("SELECT value FROM hub_meta WHERE key = 'hall_settings'")
    .get();
  const settings = row === undefined ? {} : (JSON.parse(row.value) as Record<string, unknown>);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO carried_settings (name, value, by, at) VALUES (?, ?, ?, ?)',
  );
  for (const [name, set] of Object.entries(settings)) {
    if (typeof set !== 'object' || set === null) continue;
    const { value, by, at } = set as { value?: unknown; by?: unknown; at?: unknown };
    if (typeof by === 'string' && typeof at === 'string')
      insert.run(name, JSON.stringify(value ?? null), by, at);
  }
}
