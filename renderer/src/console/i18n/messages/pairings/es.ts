import type { PairingsMessages } from './en.ts';

/** Spanish for the pairings, in the same terms as ../es.ts. */
export const ES_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Emparejamientos de TSH',
  'pairings.path': 'Ruta de un tourney.js o del config.tsh de una carpeta de torneo',
  'pairings.read': 'Leer emparejamientos',
  'pairings.clear': 'Quitar emparejamientos',
  'pairings.none': 'No hay emparejamientos.',
  'pairings.fromHall':
    'Esta estación se ha unido a una sala: el hub de la sala le lleva los emparejamientos.',
  'pairings.held': '{file}, leído {when}',
  'pairings.followsTsh': 'Ronda: sigue a TSH',
  'pairings.setRound': 'Ronda: {round}, fijada por la dirección',
  'pairings.division':
    'División {name}: ronda {round}, {players, plural, one {# jugador} other {# jugadores}} en {tables, plural, one {# mesa} other {# mesas}}',
  'pairings.notPaired': 'División {name}: la ronda no está emparejada',
  'pairings.table': 'Mesa {table}',
  'pairings.withdrawn': 'retirado',
  'pairings.readDone': 'Emparejamientos leídos.',
  'pairings.cleared': 'Emparejamientos quitados.',
  'station.askChallenger': 'Preguntar quién impugna (si la estación tiene emparejamientos)',
  'event.pairings-read': 'Emparejamientos leídos de {path}',
  'event.pairings-cleared': 'Emparejamientos quitados (leídos de {path})',
};
