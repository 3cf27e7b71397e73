import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Dutch. Verdict words from Dutch/Flemish Scrabble rules ("goedgekeurd", "afgekeurd"); see docs/CLI.md, "The kiosk in the event's language". */
export const NL: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Bezig met starten…',
  'fault.notSetUp': 'Station niet ingesteld: roep de wedstrijdleider.',
  'fault.cannotRecord': 'Dit station kan geen betwistingen vastleggen: roep de wedstrijdleider.',
  'fault.cannotJudge': 'Dit station kan nu niet beoordelen: roep de wedstrijdleider.',
  'fault.stationStopped': 'Dit station is gestopt: roep de wedstrijdleider.',
  'fault.reopenPage': 'Deze pagina moet opnieuw worden geopend: roep de wedstrijdleider.',
  'fault.setUpHint': 'Wedstrijdleider: druk op {chord} om de console te openen en dit station in te stellen.',
  'lexicon.choose': 'Welke woordenlijst? Druk op het nummer.',
  'lexicon.tiles': 'stenen: {alphabet}',
  'lexicon.demo': 'DEMO: niet voor toernooien',
  'table.prompt': 'Typ uw tafelnummer en druk op Enter.',
  'table.label': 'Tafelnummer',
  'table.shown': 'Tafel {table}',
  'table.tooBig': 'Een tafelnummer is hoogstens {max}.',
  'table.missing': 'Typ uw tafelnummer en daarna Enter.',
  'table.notDigit': '‘{key}’ is geen cijfer. Typ het tafelnummer.',
  'ready.prompt': 'Hoeveel woorden worden betwist? Druk op <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Typ het betwiste woord.} other {Typ de # betwiste woorden, gescheiden door spatie of Enter.}}',
  'entry.wordsLabel': 'Betwiste woorden',
  'entry.hintsLabel': 'Zo typt u bijzondere stenen',
  'entry.check': 'Beide spelers: controleer de spelling. Wie de betwiste zet legde, drukt op TAB.',
  'entry.wordCount':
    '{count, plural, one {Deze betwisting heeft # woord.} other {Deze betwisting heeft # woorden.}}',
  'entry.wordCountDone':
    '{count, plural, one {Deze betwisting heeft # woord.} other {Deze betwisting heeft # woorden.}} Druk op TAB om te beoordelen of Esc om opnieuw te beginnen.',
  'entry.missing':
    '{count, plural, one {Typ # woord} other {Typ # woorden}}: {missing, plural, one {nog # woord te typen} other {nog # woorden te typen}}.',
  'entry.notLetter': '‘{char}’ is geen letter. Typ alleen de letters A–Z.',
  'entry.notTile': '{char} is hier geen steen (stenen: {alphabet}).',
  'entry.notHere': '‘{char}’ kan hier niet getypt worden.',
  'entry.tooLongLetters':
    '{max, plural, one {Een woord heeft hoogstens # letter.} other {Een woord heeft hoogstens # letters.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Een woord heeft hoogstens # steen.} other {Een woord heeft hoogstens # stenen.}}',
  'entry.tooShortLetters':
    'Woord {position} is te kort: {min, plural, one {een woord heeft minstens # letter.} other {een woord heeft minstens # letters.}}',
  'entry.tooShortTiles':
    'Woord {position} is te kort: {min, plural, one {een woord heeft minstens # steen.} other {een woord heeft minstens # stenen.}}',
  'entry.unfinished': 'Woord {position} is niet af: typ de rest van de laatste steen.',
  'entry.refused': 'Het station kan deze woorden niet beoordelen: {detail}',
  'entry.refusedTranslated':
    'Het station kan deze woorden niet beoordelen: controleer elk woord en typ ze opnieuw.',
  'entry.empty': 'leeg',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} op een Amerikaans toetsenbord',
  'hint.after': '{letter} en dan {key}',
  'hint.folds': 'Gelezen als dezelfde steen: {pairs}',
  'hint.anyAccent': 'elke letter met accent = de letter zonder accent',
  'verdict.ACCEPTABLE': 'GOEDGEKEURD',
  'verdict.UNACCEPTABLE': 'AFGEKEURD',
  'verdict.spoken': 'Uitspraak: {verdict}',
  'game.finding': 'De partij aan tafel {table} wordt gezocht…',
  'game.line': 'Ronde {round} · Tafel {table} — 1 {first} · 2 {second}',
  'game.confirm': 'Is dit uw partij? Druk op Enter om door te gaan, of op Esc om de tafel opnieuw te typen.',
  'game.withdrawn': '{name} heeft zich teruggetrokken — waarschuw de wedstrijdleider.',
  'game.noPairings': 'Dit station heeft geen indeling — de uitdaging wordt zoals altijd beoordeeld.',
  'game.notPaired': 'Deze ronde is nog niet ingedeeld — de uitdaging wordt zoals altijd beoordeeld.',
  'game.noGame': 'Geen partij aan tafel {table} deze ronde — de uitdaging wordt zoals altijd beoordeeld.',
  'game.ambiguous':
    'Tafel {table} wordt door meerdere groepen gebruikt ({divisions}) — de uitdaging wordt zoals altijd beoordeeld.',
  'challenger.prompt': 'Wie daagt uit? Druk op 1 of 2',
  'challenger.shown': 'Daagt uit: {seat} {name}',
  'outcome.turnLost': '{name} verliest de beurt',
  'outcome.offTurnLost': 'De zet gaat van het bord — {name} verliest de beurt',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# woord} other {# woorden}})',
  'outcome.off': 'De zet gaat van het bord',
  'outcome.challengerTurnLost': 'Wie uitdaagde, verliest de beurt',
  'outcome.offPlayerTurnLost': 'De zet gaat van het bord — wie hem legde, verliest de beurt',
  'outcome.playerPoints':
    'Wie de zet legde: +{points} ({perWord} × {words, plural, one {# woord} other {# woorden}})',
  ...ALPHABET_NAMES.nl,
};
