import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Polish. Verdict words from the PFS rules ("Zasady dopuszczalności słów"), "kwestionowanie" from its rules of play; see docs/CLI.md, "The kiosk in the event's language". */
export const PL: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Uruchamianie…',
  'fault.notSetUp': 'Stanowisko nieskonfigurowane – wezwijcie sędziego.',
  'fault.cannotRecord': 'To stanowisko nie może zapisywać kwestionowań – wezwijcie sędziego.',
  'fault.cannotJudge': 'To stanowisko nie może teraz rozstrzygać – wezwijcie sędziego.',
  'fault.stationStopped': 'To stanowisko przestało działać – wezwijcie sędziego.',
  'fault.reopenPage': 'Tę stronę trzeba otworzyć ponownie – wezwijcie sędziego.',
  'fault.setUpHint': 'Sędzia: naciśnij {chord}, aby otworzyć konsolę i skonfigurować to stanowisko.',
  'lexicon.choose': 'Który słownik? Naciśnijcie jego numer.',
  'lexicon.tiles': 'płytki: {alphabet}',
  'lexicon.demo': 'DEMO – nie do turniejów',
  'table.prompt': 'Wpiszcie numer stołu i naciśnijcie Enter.',
  'table.label': 'Numer stołu',
  'table.shown': 'Stół {table}',
  'table.tooBig': 'Numer stołu to najwyżej {max}.',
  'table.missing': 'Wpiszcie numer stołu, a potem Enter.',
  'table.notDigit': '„{key}” to nie cyfra. Wpiszcie numer stołu.',
  'ready.prompt': 'Ile słów jest kwestionowanych? Naciśnijcie <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Wpiszcie kwestionowane słowo.} few {Wpiszcie # kwestionowane słowa, oddzielone Spacją lub Enterem.} many {Wpiszcie # kwestionowanych słów, oddzielonych Spacją lub Enterem.} other {Wpiszcie # kwestionowanego słowa, oddzielone Spacją lub Enterem.}}',
  'entry.wordsLabel': 'Kwestionowane słowa',
  'entry.hintsLabel': 'Jak wpisać płytki specjalne',
  'entry.check': 'Obie strony: sprawdźcie pisownię. Gracz, którego ruch jest kwestionowany, naciska TAB.',
  'entry.wordCount':
    '{count, plural, one {To kwestionowanie obejmuje # słowo.} few {To kwestionowanie obejmuje # słowa.} many {To kwestionowanie obejmuje # słów.} other {To kwestionowanie obejmuje # słowa.}}',
  'entry.wordCountDone':
    '{count, plural, one {To kwestionowanie obejmuje # słowo.} few {To kwestionowanie obejmuje # słowa.} many {To kwestionowanie obejmuje # słów.} other {To kwestionowanie obejmuje # słowa.}} Naciśnijcie TAB, aby rozstrzygnąć, lub Esc, aby zacząć od nowa.',
  'entry.missing':
    '{count, plural, one {Wpiszcie # słowo} few {Wpiszcie # słowa} many {Wpiszcie # słów} other {Wpiszcie # słowa}} – {missing, plural, one {brakuje # słowa} few {brakuje # słów} many {brakuje # słów} other {brakuje # słowa}}.',
  'entry.notLetter': '„{char}” to nie litera. Wpisujcie tylko litery A–Z.',
  'entry.notTile': '{char} nie jest tu płytką (płytki: {alphabet}).',
  'entry.notHere': '„{char}” nie może tu stać.',
  'entry.tooLongLetters':
    '{max, plural, one {Słowo ma najwyżej # literę.} few {Słowo ma najwyżej # litery.} many {Słowo ma najwyżej # liter.} other {Słowo ma najwyżej # litery.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Słowo ma najwyżej # płytkę.} few {Słowo ma najwyżej # płytki.} many {Słowo ma najwyżej # płytek.} other {Słowo ma najwyżej # płytki.}}',
  'entry.tooShortLetters':
    'Słowo {position} jest za krótkie: {min, plural, one {słowo ma co najmniej # literę.} few {słowo ma co najmniej # litery.} many {słowo ma co najmniej # liter.} other {słowo ma co najmniej # litery.}}',
  'entry.tooShortTiles':
    'Słowo {position} jest za krótkie: {min, plural, one {słowo ma co najmniej # płytkę.} few {słowo ma co najmniej # płytki.} many {słowo ma co najmniej # płytek.} other {słowo ma co najmniej # płytki.}}',
  'entry.unfinished': 'Słowo {position} nie jest skończone: wpiszcie resztę ostatniej płytki.',
  'entry.refused': 'Stanowisko nie może rozstrzygnąć tych słów: {detail}',
  'entry.refusedTranslated':
    'Stanowisko nie może rozstrzygnąć tych słów: sprawdźcie każde słowo i wpiszcie je ponownie.',
  'entry.empty': 'puste',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} na klawiaturze amerykańskiej',
  'hint.after': '{letter}, potem {key}',
  'hint.folds': 'Czytane jako ta sama płytka: {pairs}',
  'hint.anyAccent': 'każda litera z akcentem = ta sama litera bez akcentu',
  'verdict.ACCEPTABLE': 'DOPUSZCZALNE',
  'verdict.UNACCEPTABLE': 'NIEDOPUSZCZALNE',
  'verdict.spoken': 'Werdykt: {verdict}',
  'game.finding': 'Szukanie partii przy stole {table}…',
  'game.line': 'Runda {round} · Stół {table} — 1 {first} · 2 {second}',
  'game.confirm':
    'Czy to wasza partia? Naciśnijcie Enter, aby przejść dalej, lub Esc, aby wpisać stół ponownie.',
  'game.withdrawn': '{name} wycofał(a) się z turnieju – powiadomcie sędziego.',
  'game.noPairings': 'Ta stacja nie ma kojarzeń – sprawdzenie odbywa się jak zwykle.',
  'game.notPaired': 'Ta runda nie jest jeszcze skojarzona – sprawdzenie odbywa się jak zwykle.',
  'game.noGame': 'Przy stole {table} nie ma partii w tej rundzie – sprawdzenie odbywa się jak zwykle.',
  'game.ambiguous':
    'Stół {table} jest używany przez kilka grup ({divisions}) – sprawdzenie odbywa się jak zwykle.',
  'challenger.prompt': 'Kto sprawdza? Naciśnijcie 1 lub 2',
  'challenger.shown': 'Sprawdza: {seat} {name}',
  'outcome.turnLost': '{name} traci kolejkę',
  'outcome.offTurnLost': 'Ruch zostaje cofnięty — {name} traci kolejkę',
  'outcome.points':
    '{name} +{points} ({perWord} × {words, plural, one {# słowo} few {# słowa} many {# słów} other {# słowa}})',
  'outcome.off': 'Ruch zostaje cofnięty',
  'outcome.challengerTurnLost': 'Sprawdzający traci kolejkę',
  'outcome.offPlayerTurnLost': 'Ruch zostaje cofnięty — gracz, który go wykonał, traci kolejkę',
  'outcome.playerPoints':
    'Gracz, który wykonał ruch: +{points} ({perWord} × {words, plural, one {# słowo} few {# słowa} many {# słów} other {# słowa}})',
  ...ALPHABET_NAMES.pl,
};
