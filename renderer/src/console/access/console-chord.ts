// The key chord that opens the director console from the kiosk. It is documented for directors in
// the README; the kiosk shows it in small type only until the station is set up. The Electron
// shell's blocked keys leave it alone: they swallow Ctrl chords only without Alt, so that AltGr
// letters still type.

/** The parts of a KeyboardEvent the chord needs (no DOM types, so the rule is tested in Node). */
export interface ChordKey {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly metaKey: boolean;
  readonly repeat: boolean;
}

/** How the README names the chord. */
export const CONSOLE_CHORD = 'Ctrl+Alt+Shift+J';

/** Whether a key press is the console chord, Ctrl+Alt+Shift+J, on any keyboard layout. */
export function isConsoleChord(event: ChordKey): boolean {
  return (
    event.ctrlKey &&
    event.altKey &&
    event.shiftKey &&
    !event.metaKey &&
    !event.repeat &&
    (event.code === 'KeyJ' || event.key.toLowerCase() === 'j')
  );
}

/**
 * Whether the kiosk may hand over to the console now: never while a play is being judged, nor
 * before a verdict has been up for its minimum display time (players must be able to read it).
 */
export function mayOpenConsole(screen: string, msSinceVerdict: number, verdictMinMs: number): boolean {
  if (screen === 'judging') return false;
  return screen !== 'verdict' || msSinceVerdict >= verdictMinMs;
}
