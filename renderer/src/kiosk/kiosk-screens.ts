// The kiosk's screens as data: what each shows and what a challenge carries from screen to screen.
// The machine (kiosk-machine.ts) moves between them; the screens/ folder draws them.
import type {
  JudgedGame,
  KioskGameLookup,
  KioskSeat,
  OfferedLexicon,
} from '../../../electron/ipc/contract.ts';
import type { Verdict } from '../../../electron/common/entry-values.ts';
import type { KioskMessage } from './i18n/kiosk-messages.ts';

/**
 * What a challenge carries from its table number to its judgement, each absent when not asked: the
 * table, the game the station found there (or why none), and the seat the players said challenges.
 */
export interface AtTable {
  readonly table?: number;
  readonly lookup?: KioskGameLookup;
  readonly challenger?: KioskSeat;
}

/** What the kiosk shows. */
export type Screen =
  | { readonly name: 'loading' }
  | { readonly name: 'unavailable'; readonly message: KioskMessage }
  | { readonly name: 'choose-lexicon' }
  | {
      /** The player types the table number (when the director asks for it), then Enter. */
      readonly name: 'table';
      readonly lexicon: OfferedLexicon;
      readonly digits: string;
      readonly message: KioskMessage | null;
    }
  | {
      /**
       * With pairings held: the game at the typed table to confirm (Enter), or retype (Esc). The
       * lookup is null while the station is asked, before any word is typed.
       */
      readonly name: 'game';
      readonly lexicon: OfferedLexicon;
      readonly table: number;
      readonly lookup: KioskGameLookup | null;
    }
  | {
      /** "Who is challenging? Press 1 or 2", once the game is confirmed. */
      readonly name: 'challenger';
      readonly lexicon: OfferedLexicon;
      readonly table: number;
      readonly lookup: Extract<KioskGameLookup, { kind: 'game' }>;
    }
  | ({ readonly name: 'ready'; readonly lexicon: OfferedLexicon } & AtTable)
  | ({
      readonly name: 'entry' | 'judging';
      readonly lexicon: OfferedLexicon;
      readonly count: number;
      readonly words: readonly string[];
      readonly message: KioskMessage | null;
      /** The alphabet's dead key was pressed with no letter before it: it changes the next letter. */
      readonly deadKey?: true;
    } & AtTable)
  | {
      readonly name: 'verdict';
      readonly verdict: Verdict;
      readonly words: readonly string[];
      readonly lexicon: OfferedLexicon;
      /** The game the station recorded the verdict in and the rule's outcome; absent when none. */
      readonly game?: JudgedGame;
    };
