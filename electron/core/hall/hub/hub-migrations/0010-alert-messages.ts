import type { Database } from 'better-sqlite3';

/**
 * Each alert's words as a code and parameters (JSON, `hall-alert-messages.ts`), beside its English
 * text, so the hall view says it in the director's language. Alerts raised before have none and
 * are shown in their stored English; the text column is kept for the command line. Like the other
 * steps it may meet its own work done already (a file an earlier app set back to an older version).
 */
export function up(db: Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(hall_view_alerts)').all();
  if (columns.some((column) => column.name === 'message')) return;
  db.exec('ALTER TABLE hall_view_alerts ADD COLUMN message TEXT');
}
