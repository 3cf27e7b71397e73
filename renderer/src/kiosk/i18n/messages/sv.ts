import type { KioskMessages } from './en.ts';
import { ALPHABET_NAMES } from '../../../../../electron/common/alphabets/alphabet-names.ts';

/** Swedish. Verdict words from Svenska Scrabbleförbundet's rules ("Godkända ord"); see docs/CLI.md, "The kiosk in the event's language". */
export const SV: KioskMessages = {
  'station.defaultName': 'Challenge Station',
  loading: 'Startar…',
  'fault.notSetUp': 'Stationen är inte konfigurerad – kalla på domaren.',
  'fault.cannotRecord': 'Den här stationen kan inte registrera utmaningar – kalla på domaren.',
  'fault.cannotJudge': 'Den här stationen kan inte döma just nu – kalla på domaren.',
  'fault.stationStopped': 'Den här stationen har stannat – kalla på domaren.',
  'fault.reopenPage': 'Den här sidan måste öppnas igen – kalla på domaren.',
  'fault.setUpHint': 'Domare: tryck {chord} för att öppna konsolen och konfigurera stationen.',
  'lexicon.choose': 'Vilken ordlista? Tryck på dess nummer.',
  'lexicon.tiles': 'brickor: {alphabet}',
  'lexicon.demo': 'DEMO – inte för turneringar',
  'table.prompt': 'Skriv ert bordsnummer och tryck Enter.',
  'table.label': 'Bordsnummer',
  'table.shown': 'Bord {table}',
  'table.tooBig': 'Ett bordsnummer är högst {max}.',
  'table.missing': 'Skriv ert bordsnummer, sedan Enter.',
  'table.notDigit': '”{key}” är inte en siffra. Skriv bordsnumret.',
  'ready.prompt': 'Hur många ord utmanas? Tryck <kbd>{first}</kbd>–<kbd>{last}</kbd>',
  'entry.prompt':
    '{count, plural, one {Skriv det utmanade ordet.} other {Skriv de # utmanade orden, åtskilda med mellanslag eller Enter.}}',
  'entry.wordsLabel': 'Utmanade ord',
  'entry.hintsLabel': 'Så skriver du särskilda brickor',
  'entry.check': 'Båda spelarna: kontrollera stavningen. Den som lade det utmanade draget trycker TAB.',
  'entry.wordCount':
    '{count, plural, one {Den här utmaningen har # ord.} other {Den här utmaningen har # ord.}}',
  'entry.wordCountDone':
    '{count, plural, one {Den här utmaningen har # ord.} other {Den här utmaningen har # ord.}} Tryck TAB för att döma, eller Esc för att börja om.',
  'entry.missing':
    '{count, plural, one {Skriv # ord} other {Skriv # ord}} – {missing, plural, one {# ord kvar} other {# ord kvar}}.',
  'entry.notLetter': '”{char}” är inte en bokstav. Skriv bara bokstäverna A–Z.',
  'entry.notTile': '{char} är inte en bricka här (brickor: {alphabet}).',
  'entry.notHere': '”{char}” kan inte skrivas här.',
  'entry.tooLongLetters':
    '{max, plural, one {Ett ord har högst # bokstav.} other {Ett ord har högst # bokstäver.}}',
  'entry.tooLongTiles':
    '{max, plural, one {Ett ord har högst # bricka.} other {Ett ord har högst # brickor.}}',
  'entry.tooShortLetters':
    'Ord {position} är för kort: {min, plural, one {ett ord har minst # bokstav.} other {ett ord har minst # bokstäver.}}',
  'entry.tooShortTiles':
    'Ord {position} är för kort: {min, plural, one {ett ord har minst # bricka.} other {ett ord har minst # brickor.}}',
  'entry.unfinished': 'Ord {position} är inte färdigt: skriv resten av den sista brickan.',
  'entry.refused': 'Stationen kan inte döma de här orden: {detail}',
  'entry.refusedTranslated':
    'Stationen kan inte döma de här orden: kontrollera varje ord och skriv dem igen.',
  'entry.empty': 'tomt',
  'hint.tile': '{tile}: {ways}',
  'hint.usKey': '{key} på ett amerikanskt tangentbord',
  'hint.after': '{letter} och sedan {key}',
  'hint.folds': 'Läses som samma bricka: {pairs}',
  'hint.anyAccent': 'varje bokstav med accent = bokstaven utan accent',
  'verdict.ACCEPTABLE': 'GODKÄNT',
  'verdict.UNACCEPTABLE': 'INTE GODKÄNT',
  'verdict.spoken': 'Beslut: {verdict}',
  'game.finding': 'Söker partiet vid bord {table}…',
  'game.line': 'Rond {round} · Bord {table} — 1 {first} · 2 {second}',
  'game.confirm':
    'Är det här ert parti? Tryck Enter för att gå vidare, eller Esc för att skriva bordet igen.',
  'game.withdrawn': '{name} har dragit sig ur – meddela tävlingsledaren.',
  'game.noPairings': 'Den här stationen har inga lottningar – utmaningen avgörs som vanligt.',
  'game.notPaired': 'Den här ronden är inte lottad än – utmaningen avgörs som vanligt.',
  'game.noGame': 'Inget parti vid bord {table} den här ronden – utmaningen avgörs som vanligt.',
  'game.ambiguous': 'Bord {table} används av flera grupper ({divisions}) – utmaningen avgörs som vanligt.',
  'challenger.prompt': 'Vem utmanar? Tryck 1 eller 2',
  'challenger.shown': 'Utmanar: {seat} {name}',
  'outcome.turnLost': '{name} förlorar turen',
  'outcome.offTurnLost': 'Draget tas bort — {name} förlorar turen',
  'outcome.points': '{name} +{points} ({perWord} × {words, plural, one {# ord} other {# ord}})',
  'outcome.off': 'Draget tas bort',
  'outcome.challengerTurnLost': 'Den som utmanade förlorar turen',
  'outcome.offPlayerTurnLost': 'Draget tas bort — den som lade det förlorar turen',
  'outcome.playerPoints':
    'Den som lade draget: +{points} ({perWord} × {words, plural, one {# ord} other {# ord}})',
  ...ALPHABET_NAMES.sv,
};
