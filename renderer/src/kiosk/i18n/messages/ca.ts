import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Catalan. Verdict words from the Catalan championship rules ("paraules acceptades"); see docs/CLI.md, "The kiosk in the event's language". */
export const CA: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'S’està iniciant…',
  'fault.notSetUp': 'Estació sense configurar: aviseu l’àrbitre.',
  'fault.cannotRecord': 'Aquesta estació no pot registrar impugnacions: aviseu l’àrbitre.',
  'fault.cannotJudge': 'Aquesta estació no pot jutjar ara: aviseu l’àrbitre.',
  'fault.stationStopped': 'Aquesta estació s’ha aturat: aviseu l’àrbitre.',
  'fault.reopenPage': 'Cal tornar a obrir aquesta pàgina: aviseu l’àrbitre.',
  'fault.setUpHint': 'Àrbitre: premeu {chord} per obrir la consola i configurar aquesta estació.',
  'lexicon.choose': 'Quin lèxic? Premeu-ne el número.',
  'lexicon.tiles': 'fitxes: {alphabet}',
  'lexicon.demo': 'DEMO: no vàlid per a torneigs',
  'table.prompt': 'Escriviu el número de taula i premeu Retorn.',
  'table.label': 'Número de taula',
  'table.shown': 'Taula {table}',
  'table.tooBig': 'El número de taula és com a màxim {max}.',
  'table.missing': 'Escriviu el número de taula i després Retorn.',
  'table.notDigit': '«{key}» no és una xifra. Escriviu el número de taula.',
  'ready.prompt': 'Quantes paraules s’impugnen? Premeu <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Escriviu la paraula impugnada.} other {Escriviu les # paraules impugnades, separades per Espai o Retorn.}}',
  'entry.wordsLabel': 'Paraules impugnades',
  'entry.hintsLabel': 'Com escriure les fitxes especials',
  'entry.check': 'Tots dos jugadors: comproveu l’ortografia. Qui ha fet la jugada impugnada prem TAB.',
  'entry.wordCount':
    '{count, plural, one {Aquesta impugnació té # paraula.} other {Aquesta impugnació té # paraules.}}',
  'entry.wordCountDone':
    '{count, plural, one {Aquesta impugnació té # paraula.} other {Aquesta impugnació té # paraules.}} Premeu TAB per jutjar o Esc per tornar a començar.',
  'entry.missing':
    '{count, plural, one {Escriviu # paraula} other {Escriviu # paraules}}: {missing, plural, one {en falta # més} other {en falten # més}}.',
  'entry.notLetter': '«{char}» no és una lletra. Escriviu només lletres de l’A a la Z.',
  'entry.notTile': '{char} no és una fitxa aquí (fitxes: {alphabet}).',
  'entry.notHere': '«{char}» no es pot escriure aquí.',
  'entry.tooLongLetters':
    '{max, plural, one {Una paraula té com a màxim # lletra.} other {Una paraula té com a màxim # lletres.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Una paraula té com a màxim # fitxa.} other {Una paraula té com a màxim # fitxes.}}',
  'entry.tooShortLetters':
    'La paraula {position} és massa curta: {min, plural, one {una paraula té com a mínim # lletra.} other {una paraula té com a mínim # lletres.}}',
  'entry.tooShortTiles':
    'La paraula {position} és massa curta: {min, plural, one {una paraula té com a mínim # fitxa.} other {una paraula té com a mínim # fitxes.}}',
  'entry.unfinished': 'La paraula {position} no està acabada: escriviu la resta de l’última fitxa.',
  'entry.refused': 'L’estació no pot jutjar aquestes paraules: {detail}',
  'entry.refusedTranslated':
    'L’estació no pot jutjar aquestes paraules: reviseu cada paraula i torneu-les a escriure.',
  'entry.empty': 'buida',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} en un teclat nord-americà',
  'hint.after': '{letter} i després {key}',
  'hint.folds': 'Es llegeixen com la mateixa fitxa: {pairs}',
  'hint.anyAccent': 'qualsevol lletra accentuada = la lletra sense accent',
  'verdict.ACCEPTABLE': 'ACCEPTADA',
  'verdict.UNACCEPTABLE': 'NO ACCEPTADA',
  'verdict.spoken': 'Veredicte: {verdict}',
  'game.finding': 'Cercant la partida de la taula {table}…',
  'game.line': 'Ronda {round} · Taula {table} — 1 {first} · 2 {second}',
  'game.confirm': 'És la vostra partida? Premeu Retorn per continuar, o Esc per tornar a escriure la taula.',
  'game.withdrawn': '{name} s’ha retirat: aviseu el director.',
  'game.noPairings': 'Aquesta estació no té aparellaments: la impugnació es jutja com sempre.',
  'game.notPaired': 'Aquesta ronda encara no està aparellada: la impugnació es jutja com sempre.',
  'game.noGame':
    'No hi ha cap partida a la taula {table} en aquesta ronda: la impugnació es jutja com sempre.',
  'game.ambiguous':
    'Diverses divisions fan servir la taula {table} ({divisions}): la impugnació es jutja com sempre.',
  'challenger.prompt': 'Qui impugna? Premeu 1 o 2',
  'challenger.shown': 'Impugna: {seat} {name}',
  'outcome.turnLost': '{name} perd el torn',
  'outcome.offTurnLost': 'La jugada es retira — {name} perd el torn',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# paraula} other {# paraules}})',
  'outcome.off': 'La jugada es retira',
  'outcome.challengerTurnLost': 'Qui impugna perd el torn',
  'outcome.offPlayerTurnLost': 'La jugada es retira — qui l’ha feta perd el torn',
  'outcome.playerPoints':
    'Qui ha fet la jugada +{points} ({perWord} × {words, plural, one {# paraula} other {# paraules}})',
  ...ALPHABET_NAMES.ca,
};
