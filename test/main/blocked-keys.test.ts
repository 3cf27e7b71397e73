import { describe, expect, it } from 'vitest';
import { isBlockedInput, type KeyInput } from '../../electron/main/blocked-keys.ts';

interface Chord {
  readonly key: string;
  readonly control?: boolean;
  readonly meta?: boolean;
  readonly alt?: boolean;
  readonly shift?: boolean;
}

function press(chord: Chord, type = 'keyDown'): KeyInput {
  return { control: false, meta: false, alt: false, shift: false, type, ...chord };
}

function label(chord: Chord): string {
  const parts = [chord.control && 'Ctrl', chord.meta && 'Cmd', chord.alt && 'Alt', chord.shift && 'Shift'];
  return [...parts.filter((part) => part !== false && part !== undefined), chord.key].join('+');
}

const BLOCKED: readonly (readonly [string, Chord])[] = [
  ['reload', { key: 'F5' }],
  ['reload', { key: 'F5', control: true }],
  ['reload', { key: 'r', control: true }],
  ['reload', { key: 'r', meta: true }],
  ['hard reload', { key: 'R', control: true, shift: true }],
  ['hard reload', { key: 'R', meta: true, shift: true }],
  ['reload', { key: 'BrowserRefresh' }],
  ['devtools', { key: 'F12' }],
  ['devtools', { key: 'I', control: true, shift: true }],
  ['devtools', { key: 'J', control: true, shift: true }],
  ['devtools', { key: 'C', control: true, shift: true }],
  ['devtools', { key: 'i', meta: true, alt: true }],
  ['devtools', { key: 'j', meta: true, alt: true }],
  ['devtools', { key: 'c', meta: true, alt: true }],
  ['zoom in', { key: '+', control: true }],
  ['zoom in', { key: '+', control: true, shift: true }],
  ['zoom in', { key: '=', control: true }],
  ['zoom in', { key: '=', meta: true }],
  ['zoom out', { key: '-', control: true }],
  ['zoom out', { key: '_', control: true, shift: true }],
  ['zoom reset', { key: '0', control: true }],
  ['print', { key: 'p', control: true }],
  ['print', { key: 'p', meta: true }],
  ['find', { key: 'f', control: true }],
  ['find', { key: 'F3' }],
  ['find next', { key: 'g', control: true }],
  ['save', { key: 's', control: true }],
  ['close', { key: 'w', control: true }],
  ['close', { key: 'w', meta: true }],
  ['quit', { key: 'q', control: true }],
  ['quit', { key: 'q', meta: true }],
  ['close', { key: 'F4', alt: true }],
  ['close', { key: 'F4', control: true }],
  ['new window', { key: 'n', control: true }],
  ['new incognito window', { key: 'N', control: true, shift: true }],
  ['new tab', { key: 't', control: true }],
  ['reopen tab', { key: 'T', control: true, shift: true }],
  ['view source', { key: 'u', control: true }],
  ['full screen', { key: 'F11' }],
  ['back', { key: 'ArrowLeft', alt: true }],
  ['forward', { key: 'ArrowRight', alt: true }],
  ['back', { key: 'BrowserBack' }],
  ['forward', { key: 'BrowserForward' }],
];

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(0x41 + index));

const PASSING: readonly Chord[] = [
  ...LETTERS.map((key) => ({ key })),
  ...LETTERS.map((key) => ({ key: key.toLowerCase() })),
  ...LETTERS.map((key) => ({ key, shift: true })),
  ...['1', '2', '3', '4', '5', '6', '7', '8'].map((key) => ({ key })),
  { key: ' ' },
  { key: 'Enter' },
  { key: 'Backspace' },
  { key: 'Escape' },
  { key: 'Tab' },
  { key: 'Tab', shift: true },
  { key: 'ArrowLeft' },
  { key: 'ArrowRight' },
  { key: 'Shift', shift: true },
  // Plain copy is harmless, and AltGr (Ctrl+Alt) letters must still type.
  { key: 'c', control: true },
  { key: 'r', control: true, alt: true },
];

describe('blocked keys', () => {
  it.each(BLOCKED.map(([what, chord]) => [what, label(chord), chord] as const))(
    'swallows %s (%s) on key down and key up',
    (_what, _label, chord) => {
      expect(isBlockedInput(press(chord, 'keyDown'))).toBe(true);
      expect(isBlockedInput(press(chord, 'keyUp'))).toBe(true);
    },
  );

  it.each(PASSING.map((chord) => [label(chord), chord] as const))(
    'passes %s to the kiosk',
    (_label, chord) => {
      expect(isBlockedInput(press(chord, 'keyDown'))).toBe(false);
      expect(isBlockedInput(press(chord, 'keyUp'))).toBe(false);
    },
  );
});
