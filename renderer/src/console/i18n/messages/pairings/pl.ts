import type { PairingsMessages } from './en.ts';

/** Polish for the pairings, in the same terms as ../pl.ts. */
export const PL_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Kojarzenia z TSH',
  'pairings.path': 'Ścieżka pliku tourney.js albo config.tsh z folderu turnieju',
  'pairings.read': 'Wczytaj kojarzenia',
  'pairings.clear': 'Usuń kojarzenia',
  'pairings.none': 'Brak kojarzeń.',
  'pairings.fromHall': 'Ta stacja dołączyła do sali: kojarzenia dostarcza hub sali.',
  'pairings.held': '{file}, wczytano {when}',
  'pairings.followsTsh': 'Runda: według TSH',
  'pairings.setRound': 'Runda: {round}, ustawiona przez sędziego',
  'pairings.division':
    'Grupa {name}: runda {round}, {players, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}} przy {tables, plural, one {# stole} few {# stołach} many {# stołach} other {# stołach}}',
  'pairings.notPaired': 'Grupa {name}: runda nie jest skojarzona',
  'pairings.table': 'Stół {table}',
  'pairings.withdrawn': 'wycofany',
  'pairings.readDone': 'Wczytano kojarzenia.',
  'pairings.cleared': 'Usunięto kojarzenia.',
  'station.askChallenger': 'Pytaj, kto sprawdza (gdy stacja ma kojarzenia)',
  'event.pairings-read': 'Wczytano kojarzenia z {path}',
  'event.pairings-cleared': 'Usunięto kojarzenia (wczytane z {path})',
};
