import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';
// The kiosk's words in English: the source every other language translates (ICU message syntax).
// Each id names where the text appears; kiosk-messages.test.ts checks every language has every id
// with the same placeholders.

/** English, the kiosk's default language and the reference for every translation. */
export const EN = {
  'station.defaultName': 'Challenge Station',
  loading: 'Starting…',
  'fault.notSetUp': 'Station not set up — call the director.',
  'fault.cannotRecord': 'This station cannot record challenges — please call the director.',
  'fault.cannotJudge': 'This station cannot judge right now — please call the director.',
  'fault.stationStopped': 'This station has stopped — please call the director.',
  'fault.reopenPage': 'This page must be opened again — please call the director.',
  'fault.setUpHint': 'Director: press {chord} to open the console and set up this station.',
  'lexicon.choose': 'Which lexicon? Press its number.',
  'lexicon.tiles': '{alphabet} tiles',
  'lexicon.demo': 'DEMO — not for tournament play',
  'table.prompt': 'Type your table number, then press Enter.',
  'table.label': 'Table number',
  'table.shown': 'Table {table}',
  'table.tooBig': 'A table number is at most {max}.',
  'table.missing': 'Type your table number, then Enter.',
  'table.notDigit': '“{key}” is not a digit. Type the table number.',
  'ready.prompt': 'How many words are challenged? Press <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Type the challenged word.} other {Type the # challenged words, separated by Space or Enter.}}',
  'entry.wordsLabel': 'Challenged words',
  'entry.hintsLabel': 'How to type special tiles',
  'entry.check': 'Both sides: check the spelling. The player whose play was challenged presses TAB.',
  'entry.wordCount': '{count, plural, one {This challenge has # word.} other {This challenge has # words.}}',
  'entry.wordCountDone':
    '{count, plural, one {This challenge has # word.} other {This challenge has # words.}} Press TAB to judge, or Esc to start again.',
  'entry.missing':
    '{count, plural, one {Type # word} other {Type # words}} — {missing, plural, one {# more word to type} other {# more words to type}}.',
  'entry.notLetter': '“{char}” is not a letter. Type letters A–Z only.',
  'entry.notTile': '{char} is not a tile here ({alphabet} tiles).',
  'entry.notHere': '“{char}” cannot be typed here.',
  'entry.tooLongLetters':
    '{max, plural, one {A word has at most # letter.} other {A word has at most # letters.}}',
  'entry.tooLongTiles': '{max, plural, one {A word has at most # tile.} other {A word has at most # tiles.}}',
  'entry.tooShortLetters':
    'Word {position} is too short: {min, plural, one {a word has at least # letter.} other {a word has at least # letters.}}',
  'entry.tooShortTiles':
    'Word {position} is too short: {min, plural, one {a word has at least # tile.} other {a word has at least # tiles.}}',
  'entry.unfinished': 'Word {position} is not finished: type the rest of its last tile.',
  // The station's own refusal, already in English words.
  'entry.refused': '{detail}',
  // The same refusal where the kiosk speaks another language: the station's reason is English.
  'entry.refusedTranslated': 'The station cannot judge these words: check each word and type them again.',
  'entry.empty': 'empty',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} on a US keyboard',
  'hint.after': '{letter} then {key}',
  'hint.folds': 'Read as the same tile: {pairs}',
  'hint.anyAccent': 'any accented letter = the letter without its accent',
  'verdict.ACCEPTABLE': 'ACCEPTABLE',
  'verdict.UNACCEPTABLE': 'UNACCEPTABLE',
  'verdict.spoken': 'Verdict: {verdict}',
  // The game at the table, who challenges, and what the rule makes of the verdict.
  'game.finding': 'Finding the game at table {table}…',
  'game.line': 'Round {round} · Table {table} — 1 {first} · 2 {second}',
  'game.confirm': 'Is this your game? Press Enter to go on, or Esc to type the table again.',
  'game.withdrawn': '{name} has withdrawn — tell the director.',
  'game.noPairings': 'This station has no pairings — the challenge is judged as usual.',
  'game.notPaired': 'This round is not paired yet — the challenge is judged as usual.',
  'game.noGame': 'No game at table {table} this round — the challenge is judged as usual.',
  'game.ambiguous':
    'Table {table} is used by several divisions ({divisions}) — the challenge is judged as usual.',
  'challenger.prompt': 'Who is challenging? Press 1 or 2',
  'challenger.shown': 'Challenging: {seat} {name}',
  'outcome.turnLost': '{name} loses the turn',
  'outcome.offTurnLost': 'The play comes off — {name} loses the turn',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# word} other {# words}})',
  'outcome.off': 'The play comes off',
  'outcome.challengerTurnLost': 'The challenger loses the turn',
  'outcome.offPlayerTurnLost': 'The play comes off — the player who made it loses the turn',
  'outcome.playerPoints':
    'The player who made the play +{points} ({perWord} × {words, plural, one {# word} other {# words}})',
  ...ALPHABET_NAMES.en,
} as const;

/** Every kiosk message id. */
export type MessageId = keyof typeof EN;

/** One language's kiosk messages: every id, no more. */
export type KioskMessages = Readonly<Record<MessageId, string>>;
