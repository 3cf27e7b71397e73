// The per-player report's words in English, the source every other language translates (ICU
// message syntax): the printable report (electron/core/report/) and the hall view's player page
// both say them, so they are written once. Names, words and tables are put in as recorded. No
// message counts in words (a count follows a colon), so none needs each language's plural forms.

/** English, the reference for every translation. */
export const PLAYER_REPORT_EN = {
  'players.title.station': 'Players’ challenges — {station}',
  'players.title.hall': 'Players’ challenges — {hall}',
  'players.division': 'Division {division}',
  'players.generated': 'Generated {time} UTC',
  'players.note.counting':
    'A challenge is won when the play comes off. The figures are as the stations judged; a word judge’s later ruling is shown on its line.',
  'players.note.unknown':
    'Challenges that did not record who challenged: {count}. Each is listed under both players and counted in neither’s figures.',
  'players.note.withoutGame':
    'Challenges that recorded no game (the station held no pairings, or no table was typed): {count}. They are in no player’s figures.',
  'players.empty': 'No challenge recorded a game.',
  'players.player': '{division} {number} · {name}',
  'players.opponent': '{name} ({division} {number})',
  'players.figure.made': 'Challenges made',
  'players.figure.madeValue': '{total}: won {won}, lost {lost}',
  'players.figure.wordsChallenged': 'Words they challenged',
  'players.figure.played': 'Their plays challenged',
  'players.figure.playedValue': '{total}: stood {stood}, came off {cameOff}',
  'players.figure.wordsOfTheirs': 'Words of theirs challenged',
  'players.figure.points': 'Points from the rule',
  'players.figure.turns': 'Turns lost',
  'players.figure.unknown': 'Challenger not recorded',
  'players.column.round': 'Round',
  'players.column.table': 'Table',
  'players.column.opponent': 'Opponent',
  'players.column.role': 'Who challenged',
  'players.column.words': 'Words',
  'players.column.verdict': 'Verdict',
  'players.column.outcome': 'Outcome',
  'players.role.challenged': 'they did',
  'players.role.played': 'the opponent',
  'players.role.unknown': 'not recorded',
  'players.fate.stays': 'play stays',
  'players.fate.comes-off': 'play comes off',
  'players.outcome.turnLost': 'lost a turn',
  'players.outcome.points': 'points from the rule: {points}',
  'players.ruling.upheld': 'ruling: upheld',
  'players.ruling.overturned': 'ruling: overturned',
  'players.page.title': 'Players',
  'players.page.find': 'Find a player by name or number',
  'players.page.found': 'Players with a challenge: {count}',
  'players.page.none': 'No player matches.',
  'players.page.choose': 'Choose a player to see their challenges.',
} as const;

/** Every per-player report message id. */
export type PlayerReportWordId = keyof typeof PLAYER_REPORT_EN;

/** One language's per-player report messages: every id, no more. */
export type PlayerReportWords = Readonly<Record<PlayerReportWordId, string>>;
