import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** French. Verdict words from FISF club practice ("mot valable", "bulletin de contestation"); see docs/CLI.md, "The kiosk in the event's language". */
export const FR: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Démarrage…',
  'fault.notSetUp': 'Station non configurée : appelez l’arbitre.',
  'fault.cannotRecord': 'Cette station ne peut pas enregistrer les contestations : appelez l’arbitre.',
  'fault.cannotJudge': 'Cette station ne peut pas juger pour l’instant : appelez l’arbitre.',
  'fault.stationStopped': 'Cette station s’est arrêtée : appelez l’arbitre.',
  'fault.reopenPage': 'Cette page doit être rouverte : appelez l’arbitre.',
  'fault.setUpHint': 'Arbitre : appuyez sur {chord} pour ouvrir la console et configurer cette station.',
  'lexicon.choose': 'Quel lexique ? Appuyez sur son numéro.',
  'lexicon.tiles': 'jetons : {alphabet}',
  'lexicon.demo': 'DÉMO : pas pour les tournois',
  'table.prompt': 'Tapez votre numéro de table, puis appuyez sur Entrée.',
  'table.label': 'Numéro de table',
  'table.shown': 'Table {table}',
  'table.tooBig': 'Un numéro de table vaut au plus {max}.',
  'table.missing': 'Tapez votre numéro de table, puis Entrée.',
  'table.notDigit': '« {key} » n’est pas un chiffre. Tapez le numéro de table.',
  'ready.prompt': 'Combien de mots sont contestés ? Appuyez sur <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Tapez le mot contesté.} other {Tapez les # mots contestés, séparés par Espace ou Entrée.}}',
  'entry.wordsLabel': 'Mots contestés',
  'entry.hintsLabel': 'Comment taper les jetons spéciaux',
  'entry.check':
    'Les deux joueurs : vérifiez l’orthographe. Le joueur dont le coup est contesté appuie sur TAB.',
  'entry.wordCount':
    '{count, plural, one {Cette contestation compte # mot.} other {Cette contestation compte # mots.}}',
  'entry.wordCountDone':
    '{count, plural, one {Cette contestation compte # mot.} other {Cette contestation compte # mots.}} Appuyez sur TAB pour juger, ou Échap pour recommencer.',
  'entry.missing':
    '{count, plural, one {Tapez # mot} other {Tapez # mots}} : {missing, plural, one {encore # mot à taper} other {encore # mots à taper}}.',
  'entry.notLetter': '« {char} » n’est pas une lettre. Tapez uniquement les lettres A à Z.',
  'entry.notTile': '{char} n’est pas un jeton ici (jetons : {alphabet}).',
  'entry.notHere': '« {char} » ne peut pas être tapé ici.',
  'entry.tooLongLetters':
    '{max, plural, one {Un mot compte au plus # lettre.} other {Un mot compte au plus # lettres.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Un mot compte au plus # jeton.} other {Un mot compte au plus # jetons.}}',
  'entry.tooShortLetters':
    'Le mot {position} est trop court : {min, plural, one {un mot compte au moins # lettre.} other {un mot compte au moins # lettres.}}',
  'entry.tooShortTiles':
    'Le mot {position} est trop court : {min, plural, one {un mot compte au moins # jeton.} other {un mot compte au moins # jetons.}}',
  'entry.unfinished': 'Le mot {position} n’est pas fini : tapez la suite de son dernier jeton.',
  'entry.refused': 'La station ne peut pas juger ces mots : {detail}',
  'entry.refusedTranslated':
    'La station ne peut pas juger ces mots : vérifiez chaque mot et tapez-les de nouveau.',
  'entry.empty': 'vide',
  'hint.tile': '{tile} : {ways}',
  'hint.usKey': '{key} sur un clavier américain',
  'hint.after': '{letter} puis {key}',
  'hint.folds': 'Lus comme le même jeton : {pairs}',
  'hint.anyAccent': 'toute lettre accentuée = la lettre sans accent',
  'verdict.ACCEPTABLE': 'VALABLE',
  'verdict.UNACCEPTABLE': 'NON VALABLE',
  'verdict.spoken': 'Verdict : {verdict}',
  'game.finding': 'Recherche de la partie à la table {table}…',
  'game.line': 'Ronde {round} · Table {table} — 1 {first} · 2 {second}',
  'game.confirm':
    'Est-ce votre partie ? Appuyez sur Entrée pour continuer, ou sur Échap pour retaper la table.',
  'game.withdrawn': '{name} s’est retiré(e) : prévenez l’arbitre.',
  'game.noPairings': 'Cette station n’a pas d’appariements : la contestation est jugée comme d’habitude.',
  'game.notPaired': 'Cette ronde n’est pas encore appariée : la contestation est jugée comme d’habitude.',
  'game.noGame':
    'Aucune partie à la table {table} à cette ronde : la contestation est jugée comme d’habitude.',
  'game.ambiguous':
    'Plusieurs séries utilisent la table {table} ({divisions}) : la contestation est jugée comme d’habitude.',
  'challenger.prompt': 'Qui conteste ? Appuyez sur 1 ou 2',
  'challenger.shown': 'Conteste : {seat} {name}',
  'outcome.turnLost': '{name} perd son tour',
  'outcome.offTurnLost': 'Le coup est retiré — {name} perd son tour',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# mot} other {# mots}})',
  'outcome.off': 'Le coup est retiré',
  'outcome.challengerTurnLost': 'Le joueur qui conteste perd son tour',
  'outcome.offPlayerTurnLost': 'Le coup est retiré — le joueur qui l’a joué perd son tour',
  'outcome.playerPoints':
    'Le joueur qui a joué le coup +{points} ({perWord} × {words, plural, one {# mot} other {# mots}})',
  ...ALPHABET_NAMES.fr,
};
