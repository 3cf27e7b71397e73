// The columns of an export, written out as a literal so a renamed or reordered column fails the
// tests that compare output with them.

/** The game's columns (schema 5), after every earlier column of an export. */
export const GAME_EXPORT_COLUMNS = [
  'game_division',
  'game_round',
  'game_table',
  'first_player_division',
  'first_player_number',
  'first_player_name',
  'second_player_division',
  'second_player_number',
  'second_player_name',
  'challenger',
  'play_fate',
  'turn_lost_by',
  'bonus_points',
] as const;

/** The columns of every export, in order. */
export const EXPORT_COLUMNS = [
  'seq',
  'time',
  'station',
  'app_version',
  'kind',
  'lexicon',
  'fingerprint',
  'words',
  'word_results',
  'verdict',
  'source',
  'round',
  'table',
  'details',
  'challenge_rule',
  'refers_to',
  'ruling',
  'judge',
  'action',
  'prev_hash',
  'hash',
  ...GAME_EXPORT_COLUMNS,
] as const;

/**
 * The columns of a merged CSV: every export column before the game's, then the merge's own
 * (`station_name`, and from a hall's export `judged_again` and `received_at`), then the game's.
 */
export function mergedCsvColumns(hall: boolean): readonly string[] {
  return [
    ...EXPORT_COLUMNS.slice(0, -GAME_EXPORT_COLUMNS.length),
    'station_name',
    ...(hall ? ['judged_again', 'received_at'] : []),
    ...GAME_EXPORT_COLUMNS,
  ];
}
