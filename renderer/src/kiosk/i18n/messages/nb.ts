import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Norwegian Bokmål. Verdict words from Norsk Scrabbleforbund's tournament rules ("godkjent"); see docs/CLI.md, "The kiosk in the event's language". */
export const NB: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Starter…',
  'fault.notSetUp': 'Stasjonen er ikke satt opp – tilkall dommeren.',
  'fault.cannotRecord': 'Denne stasjonen kan ikke registrere utfordringer – tilkall dommeren.',
  'fault.cannotJudge': 'Denne stasjonen kan ikke dømme nå – tilkall dommeren.',
  'fault.stationStopped': 'Denne stasjonen har stoppet – tilkall dommeren.',
  'fault.reopenPage': 'Denne siden må åpnes på nytt – tilkall dommeren.',
  'fault.setUpHint': 'Dommer: trykk {chord} for å åpne konsollen og sette opp denne stasjonen.',
  'lexicon.choose': 'Hvilken ordliste? Trykk nummeret.',
  'lexicon.tiles': 'brikker: {alphabet}',
  'lexicon.demo': 'DEMO – ikke for turneringer',
  'table.prompt': 'Skriv bordnummeret, og trykk Enter.',
  'table.label': 'Bordnummer',
  'table.shown': 'Bord {table}',
  'table.tooBig': 'Et bordnummer er høyst {max}.',
  'table.missing': 'Skriv bordnummeret, så Enter.',
  'table.notDigit': '«{key}» er ikke et siffer. Skriv bordnummeret.',
  'ready.prompt': 'Hvor mange ord utfordres? Trykk <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Skriv det utfordrede ordet.} other {Skriv de # utfordrede ordene, skilt med mellomrom eller Enter.}}',
  'entry.wordsLabel': 'Utfordrede ord',
  'entry.hintsLabel': 'Slik skriver du spesielle brikker',
  'entry.check': 'Begge spillere: sjekk stavemåten. Spilleren som la det utfordrede trekket, trykker TAB.',
  'entry.wordCount':
    '{count, plural, one {Denne utfordringen har # ord.} other {Denne utfordringen har # ord.}}',
  'entry.wordCountDone':
    '{count, plural, one {Denne utfordringen har # ord.} other {Denne utfordringen har # ord.}} Trykk TAB for å dømme, eller Esc for å begynne på nytt.',
  'entry.missing':
    '{count, plural, one {Skriv # ord} other {Skriv # ord}} – {missing, plural, one {# ord til} other {# ord til}}.',
  'entry.notLetter': '«{char}» er ikke en bokstav. Skriv bare bokstavene A–Z.',
  'entry.notTile': '{char} er ikke en brikke her (brikker: {alphabet}).',
  'entry.notHere': '«{char}» kan ikke skrives her.',
  'entry.tooLongLetters':
    '{max, plural, one {Et ord har høyst # bokstav.} other {Et ord har høyst # bokstaver.}}',
  'entry.tooLongTiles': '{max, plural, one {Et ord har høyst # brikke.} other {Et ord har høyst # brikker.}}',
  'entry.tooShortLetters':
    'Ord {position} er for kort: {min, plural, one {et ord har minst # bokstav.} other {et ord har minst # bokstaver.}}',
  'entry.tooShortTiles':
    'Ord {position} er for kort: {min, plural, one {et ord har minst # brikke.} other {et ord har minst # brikker.}}',
  'entry.unfinished': 'Ord {position} er ikke ferdig: skriv resten av den siste brikken.',
  'entry.refused': 'Stasjonen kan ikke dømme disse ordene: {detail}',
  'entry.refusedTranslated':
    'Stasjonen kan ikke dømme disse ordene: sjekk hvert ord og skriv dem inn på nytt.',
  'entry.empty': 'tomt',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} på et amerikansk tastatur',
  'hint.after': '{letter} og så {key}',
  'hint.folds': 'Leses som samme brikke: {pairs}',
  'hint.anyAccent': 'enhver bokstav med aksent = bokstaven uten aksent',
  'verdict.ACCEPTABLE': 'GODKJENT',
  'verdict.UNACCEPTABLE': 'IKKE GODKJENT',
  'verdict.spoken': 'Avgjørelse: {verdict}',
  'game.finding': 'Finner partiet ved bord {table}…',
  'game.line': 'Runde {round} · Bord {table} — 1 {first} · 2 {second}',
  'game.confirm':
    'Er dette partiet deres? Trykk Enter for å gå videre, eller Esc for å skrive bordet på nytt.',
  'game.withdrawn': '{name} har trukket seg – si fra til turneringslederen.',
  'game.noPairings': 'Denne stasjonen har ingen paringer – utfordringen avgjøres som vanlig.',
  'game.notPaired': 'Denne runden er ikke paret ennå – utfordringen avgjøres som vanlig.',
  'game.noGame': 'Ingen parti ved bord {table} denne runden – utfordringen avgjøres som vanlig.',
  'game.ambiguous': 'Bord {table} brukes av flere grupper ({divisions}) – utfordringen avgjøres som vanlig.',
  'challenger.prompt': 'Hvem utfordrer? Trykk 1 eller 2',
  'challenger.shown': 'Utfordrer: {seat} {name}',
  'outcome.turnLost': '{name} mister turen',
  'outcome.offTurnLost': 'Trekket tas av brettet — {name} mister turen',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# ord} other {# ord}})',
  'outcome.off': 'Trekket tas av brettet',
  'outcome.challengerTurnLost': 'Den som utfordret, mister turen',
  'outcome.offPlayerTurnLost': 'Trekket tas av brettet — den som la det, mister turen',
  'outcome.playerPoints':
    'Den som la trekket: +{points} ({perWord} × {words, plural, one {# ord} other {# ord}})',
  ...ALPHABET_NAMES.nb,
};
