import type { PairingsMessages } from './en.ts';

/** Slovenian for the pairings, in the same terms as ../sl.ts. */
export const SL_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Pari iz TSH',
  'pairings.path': 'Pot do datoteke tourney.js ali do config.tsh v mapi turnirja',
  'pairings.read': 'Preberi pare',
  'pairings.clear': 'Počisti pare',
  'pairings.none': 'Ni parov.',
  'pairings.fromHall': 'Ta postaja se je pridružila dvorani: pare ji prinaša vozlišče dvorane.',
  'pairings.held': '{file}, prebrano {when}',
  'pairings.followsTsh': 'Krog: sledi TSH',
  'pairings.setRound': 'Krog: {round}, določil vodja turnirja',
  'pairings.division':
    'Skupina {name}: krog {round}, {players, plural, one {# igralec} two {# igralca} few {# igralci} other {# igralcev}} za {tables, plural, one {# mizo} two {# mizama} few {# mizami} other {# mizami}}',
  'pairings.notPaired': 'Skupina {name}: krog ni sparjen',
  'pairings.table': 'Miza {table}',
  'pairings.withdrawn': 'odstopil',
  'pairings.readDone': 'Pari prebrani.',
  'pairings.cleared': 'Pari počiščeni.',
  'station.askChallenger': 'Vprašaj, kdo izpodbija (ko ima postaja pare)',
  'event.pairings-read': 'Pari prebrani iz {path}',
  'event.pairings-cleared': 'Pari počiščeni (prebrani iz {path})',
};
