import type { Database } from 'better-sqlite3';

/**
 * Each station's rows and body bytes in `held` and `quarantine` (`kept_bytes`, the station's token,
 * '' for messages of no station), kept by triggers in the same transaction as the rows they count.
 * The ingest checks a station's budgets before every refused or held message; summing the bodies
 * there read every row the station had, so a station flooding junk made each message dearer than
 * the last: the hub settled about 1,500 junk messages a second with 4 MiB of evidence kept. The
 * budget's row overhead is added when read (HUB_LIMITS), so it is not fixed here.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS kept_bytes (
      kept TEXT NOT NULL CHECK (kept IN ('held', 'quarantine')),
      token TEXT NOT NULL,
      rows INTEGER NOT NULL,
      bytes INTEGER NOT NULL,
      PRIMARY KEY (kept, token)
    ) STRICT, WITHOUT ROWID;
    DELETE FROM kept_bytes;
    INSERT INTO kept_bytes (kept, token, rows, bytes)
      SELECT 'held', token, count(*), sum(length(CAST(record AS BLOB))) FROM held GROUP BY token;
    INSERT INTO kept_bytes (kept, token, rows, bytes)
      SELECT 'quarantine', coalesce(token, ''), count(*), sum(length(CAST(body AS BLOB)))
      FROM quarantine GROUP BY coalesce(token, '');
    CREATE TRIGGER IF NOT EXISTS held_kept AFTER INSERT ON held
    BEGIN
      INSERT INTO kept_bytes (kept, token, rows, bytes)
        VALUES ('held', NEW.token, 1, length(CAST(NEW.record AS BLOB)))
        ON CONFLICT (kept, token) DO UPDATE SET rows = rows + 1, bytes = bytes + excluded.bytes;
    END;
    CREATE TRIGGER IF NOT EXISTS held_released AFTER DELETE ON held
    BEGIN
      UPDATE kept_bytes SET rows = rows - 1, bytes = bytes - length(CAST(OLD.record AS BLOB))
        WHERE kept = 'held' AND token = OLD.token;
    END;
    CREATE TRIGGER IF NOT EXISTS quarantine_kept AFTER INSERT ON quarantine
    BEGIN
      INSERT INTO kept_bytes (kept, token, rows, bytes)
        VALUES ('quarantine', coalesce(NEW.token, ''), 1, length(CAST(NEW.body AS BLOB)))
        ON CONFLICT (kept, token) DO UPDATE SET rows = rows + 1, bytes = bytes + excluded.bytes;
    END;
  `);
}
