import type { PairingsMessages } from './en.ts';

/** Norwegian for the pairings, in the same terms as ../nb.ts. */
export const NB_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Parringer fra TSH',
  'pairings.path': 'Stien til en tourney.js, eller til config.tsh i en turneringsmappe',
  'pairings.read': 'Les parringer',
  'pairings.clear': 'Fjern parringer',
  'pairings.none': 'Ingen parringer.',
  'pairings.fromHall': 'Denne stasjonen er med i en sal: salens hub leverer parringene.',
  'pairings.held': '{file}, lest {when}',
  'pairings.followsTsh': 'Runde: følger TSH',
  'pairings.setRound': 'Runde: {round}, satt av turneringslederen',
  'pairings.division':
    'Gruppe {name}: runde {round}, {players, plural, one {# spiller} other {# spillere}} ved {tables, plural, one {# bord} other {# bord}}',
  'pairings.notPaired': 'Gruppe {name}: runden er ikke parret',
  'pairings.table': 'Bord {table}',
  'pairings.withdrawn': 'trukket',
  'pairings.readDone': 'Parringer lest.',
  'pairings.cleared': 'Parringer fjernet.',
  'station.askChallenger': 'Spør hvem som utfordrer (når stasjonen har parringer)',
  'event.pairings-read': 'Parringer lest fra {path}',
  'event.pairings-cleared': 'Parringer fjernet (lest fra {path})',
};
