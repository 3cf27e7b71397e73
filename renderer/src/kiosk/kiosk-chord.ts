// Which key presses on the kiosk are commands to the browser or system rather than typing.

/** The parts of a KeyboardEvent the rule reads (no DOM types, so it is tested in Node). */
export interface ModifierState {
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  getModifierState(key: string): boolean;
}

/**
 * Whether a key press is a command (Ctrl, Alt or Meta held) rather than typing. AltGr types letters
 * on many layouts (Polish Ą, Ñ on US International) and Windows reports it as Ctrl+Alt, so a
 * character beyond ASCII typed with AltGraph held is typing; Ctrl+V still never types V.
 */
export function isChord(key: string, event: ModifierState): boolean {
  if (!(event.ctrlKey || event.altKey || event.metaKey)) return false;
  const beyondAscii = Array.from(key).length === 1 && (key.codePointAt(0) ?? 0) > 0x7f;
  return !(event.getModifierState('AltGraph') && beyondAscii);
}
