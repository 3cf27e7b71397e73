import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Slovene. No public source for tournament verdict words was found; these are plain Slovene (see docs/CLI.md, "The kiosk in the event's language"). */
export const SL: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Zaganjanje…',
  'fault.notSetUp': 'Postaja ni nastavljena – pokličite sodnika.',
  'fault.cannotRecord': 'Ta postaja ne more beležiti izpodbijanj – pokličite sodnika.',
  'fault.cannotJudge': 'Ta postaja zdaj ne more odločati – pokličite sodnika.',
  'fault.stationStopped': 'Ta postaja se je ustavila – pokličite sodnika.',
  'fault.reopenPage': 'To stran je treba znova odpreti – pokličite sodnika.',
  'fault.setUpHint': 'Sodnik: pritisnite {chord}, da odprete konzolo in nastavite to postajo.',
  'lexicon.choose': 'Kateri slovar? Pritisnite njegovo številko.',
  'lexicon.tiles': 'ploščice: {alphabet}',
  'lexicon.demo': 'DEMO – ni za turnirje',
  'table.prompt': 'Vpišite številko mize in pritisnite Enter.',
  'table.label': 'Številka mize',
  'table.shown': 'Miza {table}',
  'table.tooBig': 'Številka mize je največ {max}.',
  'table.missing': 'Vpišite številko mize, nato Enter.',
  'table.notDigit': '»{key}« ni števka. Vpišite številko mize.',
  'ready.prompt': 'Koliko besed izpodbijate? Pritisnite <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Vpišite izpodbijano besedo.} two {Vpišite # izpodbijani besedi, ločeni s preslednico ali Enter.} few {Vpišite # izpodbijane besede, ločene s preslednico ali Enter.} other {Vpišite # izpodbijanih besed, ločenih s preslednico ali Enter.}}',
  'entry.wordsLabel': 'Izpodbijane besede',
  'entry.hintsLabel': 'Kako vpisati posebne ploščice',
  'entry.check': 'Oba igralca: preverite črkovanje. Igralec, čigar poteza je izpodbijana, pritisne TAB.',
  'entry.wordCount':
    '{count, plural, one {To izpodbijanje ima # besedo.} two {To izpodbijanje ima # besedi.} few {To izpodbijanje ima # besede.} other {To izpodbijanje ima # besed.}}',
  'entry.wordCountDone':
    '{count, plural, one {To izpodbijanje ima # besedo.} two {To izpodbijanje ima # besedi.} few {To izpodbijanje ima # besede.} other {To izpodbijanje ima # besed.}} Pritisnite TAB za odločitev ali Esc za nov začetek.',
  'entry.missing':
    '{count, plural, one {Vpišite # besedo} two {Vpišite # besedi} few {Vpišite # besede} other {Vpišite # besed}} – {missing, plural, one {manjka še # beseda} two {manjkata še # besedi} few {manjkajo še # besede} other {manjka še # besed}}.',
  'entry.notLetter': '»{char}« ni črka. Vpisujte samo črke A–Z.',
  'entry.notTile': '{char} tu ni ploščica (ploščice: {alphabet}).',
  'entry.notHere': '»{char}« tu ni mogoče vpisati.',
  'entry.tooLongLetters':
    '{max, plural, one {Beseda ima največ # črko.} two {Beseda ima največ # črki.} few {Beseda ima največ # črke.} other {Beseda ima največ # črk.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Beseda ima največ # ploščico.} two {Beseda ima največ # ploščici.} few {Beseda ima največ # ploščice.} other {Beseda ima največ # ploščic.}}',
  'entry.tooShortLetters':
    'Beseda {position} je prekratka: {min, plural, one {beseda ima vsaj # črko.} two {beseda ima vsaj # črki.} few {beseda ima vsaj # črke.} other {beseda ima vsaj # črk.}}',
  'entry.tooShortTiles':
    'Beseda {position} je prekratka: {min, plural, one {beseda ima vsaj # ploščico.} two {beseda ima vsaj # ploščici.} few {beseda ima vsaj # ploščice.} other {beseda ima vsaj # ploščic.}}',
  'entry.unfinished': 'Beseda {position} ni dokončana: vpišite preostanek zadnje ploščice.',
  'entry.refused': 'Postaja o teh besedah ne more odločiti: {detail}',
  'entry.refusedTranslated':
    'Postaja o teh besedah ne more odločiti: preverite vsako besedo in jih vpišite znova.',
  'entry.empty': 'prazno',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} na ameriški tipkovnici',
  'hint.after': '{letter}, nato {key}',
  'hint.folds': 'Berejo se kot ista ploščica: {pairs}',
  'hint.anyAccent': 'vsaka črka z naglasom = ista črka brez naglasa',
  'verdict.ACCEPTABLE': 'VELJAVNO',
  'verdict.UNACCEPTABLE': 'NEVELJAVNO',
  'verdict.spoken': 'Odločitev: {verdict}',
  'game.finding': 'Iskanje igre za mizo {table}…',
  'game.line': 'Krog {round} · Miza {table} — 1 {first} · 2 {second}',
  'game.confirm': 'Je to vaša igra? Pritisnite Enter za nadaljevanje ali Esc za ponoven vnos mize.',
  'game.withdrawn': '{name} je odstopil(a) – obvestite vodjo turnirja.',
  'game.noPairings': 'Ta postaja nima parov – izpodbijanje se presodi kot običajno.',
  'game.notPaired': 'Ta krog še ni sparjen – izpodbijanje se presodi kot običajno.',
  'game.noGame': 'Za mizo {table} v tem krogu ni igre – izpodbijanje se presodi kot običajno.',
  'game.ambiguous': 'Mizo {table} uporablja več skupin ({divisions}) – izpodbijanje se presodi kot običajno.',
  'challenger.prompt': 'Kdo izpodbija? Pritisnite 1 ali 2',
  'challenger.shown': 'Izpodbija: {seat} {name}',
  'outcome.turnLost': '{name} izgubi potezo',
  'outcome.offTurnLost': 'Poteza se umakne — {name} izgubi potezo',
  'outcome.points':
    '{name} +{points} ({perWord} × {words, plural, one {# beseda} two {# besedi} few {# besede} other {# besed}})',
  'outcome.off': 'Poteza se umakne',
  'outcome.challengerTurnLost': 'Izpodbijalec izgubi potezo',
  'outcome.offPlayerTurnLost': 'Poteza se umakne — igralec, ki jo je odigral, izgubi potezo',
  'outcome.playerPoints':
    'Igralec, ki je odigral potezo: +{points} ({perWord} × {words, plural, one {# beseda} two {# besedi} few {# besede} other {# besed}})',
  ...ALPHABET_NAMES.sl,
};
