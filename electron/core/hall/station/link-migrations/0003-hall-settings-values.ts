import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * What the hall set for each setting the station applied, and who set it: the console shows the
 * setting as "set by the hall" (with the initials), and a director's later change at the station
 * shows as "changed here", to the console and on the station's card at the hub. Rows applied
 * before this version have neither (null): they show as set by the hall, value unknown.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'hall_settings_applied', 'value');
  addColumnIfMissing(db, 'hall_settings_applied', 'set_by');
}
