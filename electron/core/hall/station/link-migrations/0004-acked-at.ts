import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * When the hub's stream last acknowledged an entry: `hall show` at a station that cannot reach its
 * hub says since when nothing has gone through. A link made before it has none (null) until the
 * next acknowledgement.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'hall_link', 'acked_at');
}
