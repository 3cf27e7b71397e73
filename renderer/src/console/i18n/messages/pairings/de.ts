import type { PairingsMessages } from './en.ts';

/** German for the pairings, in the same terms as ../de.ts. */
export const DE_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Paarungen aus TSH',
  'pairings.path': 'Pfad einer tourney.js oder der config.tsh eines Turnierordners',
  'pairings.read': 'Paarungen lesen',
  'pairings.clear': 'Paarungen entfernen',
  'pairings.none': 'Keine Paarungen gespeichert.',
  'pairings.fromHall': 'Diese Station ist einem Saal beigetreten: der Hub des Saals liefert ihre Paarungen.',
  'pairings.held': '{file}, gelesen {when}',
  'pairings.followsTsh': 'Runde: folgt TSH',
  'pairings.setRound': 'Runde: {round}, von der Turnierleitung gesetzt',
  'pairings.division':
    'Gruppe {name}: Runde {round}, {players, plural, one {# Spieler} other {# Spieler}} an {tables, plural, one {# Tisch} other {# Tischen}}',
  'pairings.notPaired': 'Gruppe {name}: die Runde ist nicht gepaart',
  'pairings.table': 'Tisch {table}',
  'pairings.withdrawn': 'zurückgezogen',
  'pairings.readDone': 'Paarungen gelesen.',
  'pairings.cleared': 'Paarungen entfernt.',
  'station.askChallenger': 'Fragen, wer anzweifelt (wenn die Station Paarungen hat)',
  'event.pairings-read': 'Paarungen gelesen aus {path}',
  'event.pairings-cleared': 'Paarungen entfernt (gelesen aus {path})',
};
