// Which key presses on the kiosk are commands to the browser or system rather than typing.

/**
 * Whether a key press is a command (Ctrl, Alt or Meta held) rather than typing. AltGr types letters
 * on many layouts (Polish Ą, Ñ on US International) and Windows reports it as Ctrl+Alt, so a
 * character beyond ASCII typed with AltGraph held is typing; Ctrl+V still never types V.
 */
export function isChord(
  key: string,
  event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'getModifierState'>,
): boolean {
  if (!(event.ctrlKey || event.altKey || event.metaKey)) return false;
  const beyondAscii = Array.from(key).length === 1 && (key.codePointAt(0) ?? 0) > 0x7f;
  return !(event.getModifierState('AltGraph') && beyondAscii);
}
