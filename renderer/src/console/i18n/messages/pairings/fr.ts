import type { PairingsMessages } from './en.ts';

/** French for the pairings, in the same terms as ../fr.ts. */
export const FR_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Appariements de TSH',
  'pairings.path': 'Chemin d’un tourney.js, ou du config.tsh d’un dossier de tournoi',
  'pairings.read': 'Lire les appariements',
  'pairings.clear': 'Effacer les appariements',
  'pairings.none': 'Aucun appariement.',
  'pairings.fromHall':
    'Cette station a rejoint une salle : le hub de la salle lui transmet les appariements.',
  'pairings.held': '{file}, lu {when}',
  'pairings.followsTsh': 'Ronde : suit TSH',
  'pairings.setRound': 'Ronde : {round}, fixée par l’arbitrage',
  'pairings.division':
    'Série {name} : ronde {round}, {players, plural, one {# joueur} other {# joueurs}} à {tables, plural, one {# table} other {# tables}}',
  'pairings.notPaired': 'Série {name} : la ronde n’est pas appariée',
  'pairings.table': 'Table {table}',
  'pairings.withdrawn': 'retiré',
  'pairings.readDone': 'Appariements lus.',
  'pairings.cleared': 'Appariements effacés.',
  'station.askChallenger': 'Demander qui conteste (si la station a des appariements)',
  'event.pairings-read': 'Appariements lus depuis {path}',
  'event.pairings-cleared': 'Appariements effacés (lus depuis {path})',
};
