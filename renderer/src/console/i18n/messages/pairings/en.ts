// The words of the Station page's Pairings section (TSH's pairings read from a file, and whether the
// kiosk asks who is challenging) and of the log's pairings events, in English: the source every
// language translates. Kept apart from the rest of the console's words (../en.ts) so that neither
// catalogue outgrows a file.

/** English for the pairings, the reference for every translation. */
export const EN_PAIRINGS = {
  'pairings.heading': 'Pairings from TSH',
  'pairings.path': 'Path of a tourney.js, or of an event folder’s config.tsh',
  'pairings.read': 'Read pairings',
  'pairings.clear': 'Clear pairings',
  'pairings.none': 'No pairings held.',
  'pairings.fromHall': 'This station has joined a hall: the hall’s hub carries its pairings.',
  'pairings.held': '{file}, read {when}',
  'pairings.followsTsh': 'Round: follows TSH',
  'pairings.setRound': 'Round: {round}, set by the director',
  'pairings.division':
    'Division {name}: round {round}, {players, plural, one {# player} other {# players}} at {tables, plural, one {# table} other {# tables}}',
  'pairings.notPaired': 'Division {name}: the round is not paired',
  'pairings.table': 'Table {table}',
  'pairings.withdrawn': 'withdrawn',
  'pairings.readDone': 'Pairings read.',
  'pairings.cleared': 'Pairings cleared.',
  'station.askChallenger': 'Ask who is challenging (where the station holds pairings)',
  'event.pairings-read': 'Pairings read from {path}',
  'event.pairings-cleared': 'Pairings cleared (read from {path})',
} as const;

/** Every id of the pairings. */
export type PairingsMessageId = keyof typeof EN_PAIRINGS;

/** One language's pairings messages: every id, no more. */
export type PairingsMessages = Readonly<Record<PairingsMessageId, string>>;
