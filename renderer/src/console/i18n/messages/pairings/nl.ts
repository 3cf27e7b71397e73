import type { PairingsMessages } from './en.ts';

/** Dutch for the pairings, in the same terms as ../nl.ts. */
export const NL_PAIRINGS: PairingsMessages = {
  'pairings.heading': 'Indelingen uit TSH',
  'pairings.path': 'Pad van een tourney.js, of van de config.tsh van een toernooimap',
  'pairings.read': 'Indelingen lezen',
  'pairings.clear': 'Indelingen wissen',
  'pairings.none': 'Geen indelingen.',
  'pairings.fromHall': 'Dit station is lid van een zaal: de hub van de zaal levert de indelingen.',
  'pairings.held': '{file}, gelezen {when}',
  'pairings.followsTsh': 'Ronde: volgt TSH',
  'pairings.setRound': 'Ronde: {round}, ingesteld door de wedstrijdleiding',
  'pairings.division':
    'Groep {name}: ronde {round}, {players, plural, one {# speler} other {# spelers}} aan {tables, plural, one {# tafel} other {# tafels}}',
  'pairings.notPaired': 'Groep {name}: de ronde is niet ingedeeld',
  'pairings.table': 'Tafel {table}',
  'pairings.withdrawn': 'teruggetrokken',
  'pairings.readDone': 'Indelingen gelezen.',
  'pairings.cleared': 'Indelingen gewist.',
  'station.askChallenger': 'Vragen wie er aanvecht (als het station indelingen heeft)',
  'event.pairings-read': 'Indelingen gelezen uit {path}',
  'event.pairings-cleared': 'Indelingen gewist (gelezen uit {path})',
};
