import type { PairingsMessages } from './en.ts';

/** Swedish for the pairings, in the same terms as ../sv.ts. */
export const SV_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Lottningar från TSH',
  'pairings.path': 'Sökväg till en tourney.js, eller till config.tsh i en turneringsmapp',
  'pairings.read': 'Läs lottningar',
  'pairings.clear': 'Ta bort lottningar',
  'pairings.none': 'Inga lottningar.',
  'pairings.fromHall': 'Den här stationen har gått med i en hall: hallens hubb levererar lottningarna.',
  'pairings.held': '{file}, läst {when}',
  'pairings.followsTsh': 'Omgång: följer TSH',
  'pairings.setRound': 'Omgång: {round}, satt av tävlingsledningen',
  'pairings.division':
    'Grupp {name}: omgång {round}, {players, plural, one {# spelare} other {# spelare}} vid {tables, plural, one {# bord} other {# bord}}',
  'pairings.notPaired': 'Grupp {name}: omgången är inte lottad',
  'pairings.table': 'Bord {table}',
  'pairings.withdrawn': 'utgått',
  'pairings.readDone': 'Lottningar lästa.',
  'pairings.cleared': 'Lottningar borttagna.',
  'station.askChallenger': 'Fråga vem som utmanar (när stationen har lottningar)',
  'event.pairings-read': 'Lottningar lästa från {path}',
  'event.pairings-cleared': 'Lottningar borttagna (lästa från {path})',
};
