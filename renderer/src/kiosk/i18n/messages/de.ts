import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** German. Verdict words from Scrabble Deutschland's ORZ ("Zulässigkeit von Wörtern"); see docs/CLI.md, "The kiosk in the event's language". */
export const DE: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Wird gestartet…',
  'fault.notSetUp': 'Station nicht eingerichtet – bitte die Turnierleitung rufen.',
  'fault.cannotRecord':
    'Diese Station kann keine Anzweiflungen aufzeichnen – bitte die Turnierleitung rufen.',
  'fault.cannotJudge': 'Diese Station kann gerade nicht entscheiden – bitte die Turnierleitung rufen.',
  'fault.stationStopped': 'Diese Station läuft nicht mehr – bitte die Turnierleitung rufen.',
  'fault.reopenPage': 'Diese Seite muss neu geöffnet werden – bitte die Turnierleitung rufen.',
  'fault.setUpHint':
    'Turnierleitung: {chord} drücken, um die Konsole zu öffnen und diese Station einzurichten.',
  'lexicon.choose': 'Welche Wortliste? Ihre Nummer drücken.',
  'lexicon.tiles': 'Steine: {alphabet}',
  'lexicon.demo': 'DEMO – nicht für Turniere',
  'table.prompt': 'Tischnummer eingeben, dann Enter drücken.',
  'table.label': 'Tischnummer',
  'table.shown': 'Tisch {table}',
  'table.tooBig': 'Eine Tischnummer ist höchstens {max}.',
  'table.missing': 'Tischnummer eingeben, dann Enter.',
  'table.notDigit': '„{key}“ ist keine Ziffer. Bitte die Tischnummer eingeben.',
  'ready.prompt': 'Wie viele Wörter werden angezweifelt? <kbd>{first}</kbd>–<kbd>{last}</kbd> drücken',
  'entry.prompt':
    '{count, plural, one {Das angezweifelte Wort eingeben.} other {Die # angezweifelten Wörter eingeben, getrennt durch Leertaste oder Enter.}}',
  'entry.wordsLabel': 'Angezweifelte Wörter',
  'entry.hintsLabel': 'So tippt man besondere Steine',
  'entry.check': 'Beide Seiten: Schreibweise prüfen. Wer den angezweifelten Zug gelegt hat, drückt TAB.',
  'entry.wordCount':
    '{count, plural, one {Diese Anzweiflung hat # Wort.} other {Diese Anzweiflung hat # Wörter.}}',
  'entry.wordCountDone':
    '{count, plural, one {Diese Anzweiflung hat # Wort.} other {Diese Anzweiflung hat # Wörter.}} TAB zum Entscheiden, Esc zum Neubeginn.',
  'entry.missing':
    '{count, plural, one {# Wort eingeben} other {# Wörter eingeben}} – {missing, plural, one {noch # Wort} other {noch # Wörter}}.',
  'entry.notLetter': '„{char}“ ist kein Buchstabe. Nur Buchstaben A–Z eingeben.',
  'entry.notTile': '{char} ist hier kein Stein (Steine: {alphabet}).',
  'entry.notHere': '„{char}“ kann hier nicht stehen.',
  'entry.tooLongLetters':
    '{max, plural, one {Ein Wort hat höchstens # Buchstaben.} other {Ein Wort hat höchstens # Buchstaben.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Ein Wort hat höchstens # Stein.} other {Ein Wort hat höchstens # Steine.}}',
  'entry.tooShortLetters':
    'Wort {position} ist zu kurz: {min, plural, one {ein Wort hat mindestens # Buchstaben.} other {ein Wort hat mindestens # Buchstaben.}}',
  'entry.tooShortTiles':
    'Wort {position} ist zu kurz: {min, plural, one {ein Wort hat mindestens # Stein.} other {ein Wort hat mindestens # Steine.}}',
  'entry.unfinished': 'Wort {position} ist nicht fertig: den Rest seines letzten Steins eingeben.',
  'entry.refused': 'Die Station kann diese Wörter nicht entscheiden: {detail}',
  'entry.refusedTranslated':
    'Die Station kann diese Wörter nicht entscheiden: Bitte jedes Wort prüfen und neu eingeben.',
  'entry.empty': 'leer',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} auf einer US-Tastatur',
  'hint.after': '{letter}, dann {key}',
  'hint.folds': 'Als derselbe Stein gelesen: {pairs}',
  'hint.anyAccent': 'jeder Buchstabe mit Akzent = derselbe ohne Akzent',
  'verdict.ACCEPTABLE': 'ZULÄSSIG',
  'verdict.UNACCEPTABLE': 'UNZULÄSSIG',
  'verdict.spoken': 'Entscheidung: {verdict}',
  'game.finding': 'Partie an Tisch {table} wird gesucht…',
  'game.line': 'Runde {round} · Tisch {table} — 1 {first} · 2 {second}',
  'game.confirm': 'Ist das Ihre Partie? Enter zum Weitermachen, Esc, um den Tisch neu einzugeben.',
  'game.withdrawn': '{name} hat sich zurückgezogen – bitte die Turnierleitung rufen.',
  'game.noPairings': 'Diese Station hat keine Paarungen – der Einspruch wird wie immer entschieden.',
  'game.notPaired': 'Diese Runde ist noch nicht gepaart – der Einspruch wird wie immer entschieden.',
  'game.noGame':
    'An Tisch {table} gibt es in dieser Runde keine Partie – der Einspruch wird wie immer entschieden.',
  'game.ambiguous':
    'Tisch {table} wird von mehreren Gruppen genutzt ({divisions}) – der Einspruch wird wie immer entschieden.',
  'challenger.prompt': 'Wer erhebt Einspruch? 1 oder 2 drücken',
  'challenger.shown': 'Einspruch: {seat} {name}',
  'outcome.turnLost': '{name} setzt eine Runde aus',
  'outcome.offTurnLost': 'Der Zug wird zurückgenommen — {name} setzt eine Runde aus',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# Wort} other {# Wörter}})',
  'outcome.off': 'Der Zug wird zurückgenommen',
  'outcome.challengerTurnLost': 'Wer Einspruch erhoben hat, setzt eine Runde aus',
  'outcome.offPlayerTurnLost': 'Der Zug wird zurückgenommen — wer ihn gelegt hat, setzt eine Runde aus',
  'outcome.playerPoints':
    'Wer den Zug gelegt hat: +{points} ({perWord} × {words, plural, one {# Wort} other {# Wörter}})',
  ...ALPHABET_NAMES.de,
};
