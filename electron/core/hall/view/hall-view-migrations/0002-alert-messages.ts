import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * Each alert's words as a code and parameters (JSON, `hall-alert-messages.ts`), beside its English
 * text, so the hall view says it in the director's language. Alerts raised before have none and
 * are shown in their stored English; the text column is kept for the command line. A hub's file of
 * schema 10 got the column from the hub store's migrations already.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'hall_view_alerts', 'message');
}
