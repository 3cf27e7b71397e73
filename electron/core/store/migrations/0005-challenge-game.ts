import type { Database } from 'better-sqlite3';

/**
 * Each adjudication may record its game, from the tournament's pairings: division, round, table,
 * both players first player first, who challenged, and what the challenge rule made of it. Added
 * as nullable columns (ALTER TABLE fires no trigger, and the append-only ones stay): every entry
 * written before has them null, which is how an entry without a game is hashed (log-entry.ts), so
 * old chains verify exactly as they did.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE log_entries ADD COLUMN game_division TEXT;
    ALTER TABLE log_entries ADD COLUMN game_round INTEGER;
    ALTER TABLE log_entries ADD COLUMN game_table TEXT;
    ALTER TABLE log_entries ADD COLUMN first_player_division TEXT;
    ALTER TABLE log_entries ADD COLUMN first_player_number INTEGER;
    ALTER TABLE log_entries ADD COLUMN first_player_name TEXT;
    ALTER TABLE log_entries ADD COLUMN second_player_division TEXT;
    ALTER TABLE log_entries ADD COLUMN second_player_number INTEGER;
    ALTER TABLE log_entries ADD COLUMN second_player_name TEXT;
    ALTER TABLE log_entries ADD COLUMN challenger INTEGER;
    ALTER TABLE log_entries ADD COLUMN play_fate TEXT;
    ALTER TABLE log_entries ADD COLUMN turn_lost_by TEXT;
    ALTER TABLE log_entries ADD COLUMN bonus_points INTEGER;
  `);
}
