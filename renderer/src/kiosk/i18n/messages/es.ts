import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Spanish. Verdict words and "cuestionar" from the FISE rules ("Cuestionamiento de una palabra", "Palabras aceptadas"); see docs/CLI.md, "The kiosk in the event's language". */
export const ES: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Iniciando…',
  'fault.notSetUp': 'Estación sin configurar: llamen al árbitro.',
  'fault.cannotRecord': 'Esta estación no puede registrar cuestionamientos: llamen al árbitro.',
  'fault.cannotJudge': 'Esta estación no puede juzgar ahora: llamen al árbitro.',
  'fault.stationStopped': 'Esta estación se ha detenido: llamen al árbitro.',
  'fault.reopenPage': 'Hay que volver a abrir esta página: llamen al árbitro.',
  'fault.setUpHint': 'Árbitro: pulse {chord} para abrir la consola y configurar esta estación.',
  'lexicon.choose': '¿Qué léxico? Pulsen su número.',
  'lexicon.tiles': 'fichas: {alphabet}',
  'lexicon.demo': 'DEMO: no apto para torneos',
  'table.prompt': 'Escriban su número de mesa y pulsen Intro.',
  'table.label': 'Número de mesa',
  'table.shown': 'Mesa {table}',
  'table.tooBig': 'El número de mesa es como máximo {max}.',
  'table.missing': 'Escriban su número de mesa y luego Intro.',
  'table.notDigit': '«{key}» no es una cifra. Escriban el número de mesa.',
  'ready.prompt': '¿Cuántas palabras se cuestionan? Pulsen <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Escriban la palabra cuestionada.} other {Escriban las # palabras cuestionadas, separadas por Espacio o Intro.}}',
  'entry.wordsLabel': 'Palabras cuestionadas',
  'entry.hintsLabel': 'Cómo escribir las fichas especiales',
  'entry.check': 'Ambos jugadores: comprueben la ortografía. Quien hizo la jugada cuestionada pulsa TAB.',
  'entry.wordCount':
    '{count, plural, one {Este cuestionamiento tiene # palabra.} other {Este cuestionamiento tiene # palabras.}}',
  'entry.wordCountDone':
    '{count, plural, one {Este cuestionamiento tiene # palabra.} other {Este cuestionamiento tiene # palabras.}} Pulsen TAB para juzgar o Esc para empezar de nuevo.',
  'entry.missing':
    '{count, plural, one {Escriban # palabra} other {Escriban # palabras}}: {missing, plural, one {falta # palabra} other {faltan # palabras}}.',
  'entry.notLetter': '«{char}» no es una letra. Escriban solo letras de la A a la Z.',
  'entry.notTile': '{char} no es una ficha aquí (fichas: {alphabet}).',
  'entry.notHere': '«{char}» no se puede escribir aquí.',
  'entry.tooLongLetters':
    '{max, plural, one {Una palabra tiene como máximo # letra.} other {Una palabra tiene como máximo # letras.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Una palabra tiene como máximo # ficha.} other {Una palabra tiene como máximo # fichas.}}',
  'entry.tooShortLetters':
    'La palabra {position} es demasiado corta: {min, plural, one {una palabra tiene al menos # letra.} other {una palabra tiene al menos # letras.}}',
  'entry.tooShortTiles':
    'La palabra {position} es demasiado corta: {min, plural, one {una palabra tiene al menos # ficha.} other {una palabra tiene al menos # fichas.}}',
  'entry.unfinished': 'La palabra {position} no está terminada: escriban el resto de su última ficha.',
  'entry.refused': 'La estación no puede juzgar estas palabras: {detail}',
  'entry.refusedTranslated':
    'La estación no puede juzgar estas palabras: revisen cada palabra y escríbanlas de nuevo.',
  'entry.empty': 'vacía',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} en un teclado estadounidense',
  'hint.after': '{letter} y después {key}',
  'hint.folds': 'Se leen como la misma ficha: {pairs}',
  'hint.anyAccent': 'cualquier letra acentuada = la letra sin acento',
  'verdict.ACCEPTABLE': 'ACEPTADA',
  'verdict.UNACCEPTABLE': 'NO ACEPTADA',
  'verdict.spoken': 'Veredicto: {verdict}',
  'game.finding': 'Buscando la partida de la mesa {table}…',
  'game.line': 'Ronda {round} · Mesa {table} — 1 {first} · 2 {second}',
  'game.confirm': '¿Es su partida? Pulsen Intro para seguir, o Esc para escribir de nuevo la mesa.',
  'game.withdrawn': '{name} se ha retirado: avisen al director.',
  'game.noPairings': 'Esta estación no tiene emparejamientos: la impugnación se juzga como siempre.',
  'game.notPaired': 'Esta ronda aún no está emparejada: la impugnación se juzga como siempre.',
  'game.noGame': 'No hay partida en la mesa {table} en esta ronda: la impugnación se juzga como siempre.',
  'game.ambiguous':
    'Varias divisiones usan la mesa {table} ({divisions}): la impugnación se juzga como siempre.',
  'challenger.prompt': '¿Quién impugna? Pulsen 1 o 2',
  'challenger.shown': 'Impugna: {seat} {name}',
  'outcome.turnLost': '{name} pierde el turno',
  'outcome.offTurnLost': 'La jugada se retira — {name} pierde el turno',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# palabra} other {# palabras}})',
  'outcome.off': 'La jugada se retira',
  'outcome.challengerTurnLost': 'Quien impugna pierde el turno',
  'outcome.offPlayerTurnLost': 'La jugada se retira — quien la hizo pierde el turno',
  'outcome.playerPoints':
    'Quien hizo la jugada +{points} ({perWord} × {words, plural, one {# palabra} other {# palabras}})',
  ...ALPHABET_NAMES.es,
};
