import type { PairingsMessages } from './en.ts';

/** Catalan for the pairings, in the same terms as ../ca.ts. */
export const CA_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Aparellaments de TSH',
  'pairings.path': 'Camí d’un tourney.js o del config.tsh d’una carpeta de torneig',
  'pairings.read': 'Llegeix els aparellaments',
  'pairings.clear': 'Treu els aparellaments',
  'pairings.none': 'No hi ha aparellaments.',
  'pairings.fromHall': 'Aquesta estació s’ha unit a una sala: el hub de la sala li porta els aparellaments.',
  'pairings.held': '{file}, llegit {when}',
  'pairings.followsTsh': 'Ronda: segueix TSH',
  'pairings.setRound': 'Ronda: {round}, fixada per la direcció',
  'pairings.division':
    'Divisió {name}: ronda {round}, {players, plural, one {# jugador} other {# jugadors}} a {tables, plural, one {# taula} other {# taules}}',
  'pairings.notPaired': 'Divisió {name}: la ronda no està aparellada',
  'pairings.table': 'Taula {table}',
  'pairings.withdrawn': 'retirat',
  'pairings.readDone': 'Aparellaments llegits.',
  'pairings.cleared': 'Aparellaments trets.',
  'station.askChallenger': 'Pregunta qui impugna (si l’estació té aparellaments)',
  'event.pairings-read': 'Aparellaments llegits de {path}',
  'event.pairings-cleared': 'Aparellaments trets (llegits de {path})',
};
