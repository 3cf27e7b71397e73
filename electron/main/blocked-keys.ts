// Keys the kiosk swallows before the page or Chromium sees them: anything that would reload, inspect,
// zoom, print, find, save, close, open or leave the kiosk screen. The kiosk itself needs only letters,
// digits, Space, Enter, Backspace, Escape and Tab, none of which is listed here.

/** The parts of Electron's `Input` that decide whether a key is blocked. */
export interface KeyInput {
  readonly key: string;
  readonly control: boolean;
  readonly meta: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  /** keyDown or keyUp: both halves of a blocked chord are swallowed, so the page never sees either. */
  readonly type: string;
}

/** Blocked whatever modifiers are held: F1–F24 (reload, find, devtools, full screen, caret browsing…) and browser keys. */
export const ALWAYS_BLOCKED_KEYS: ReadonlySet<string> = new Set([
  ...Array.from({ length: 24 }, (_, index) => `F${index + 1}`),
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserHome',
  'BrowserSearch',
]);

/**
 * Blocked with Ctrl (or Cmd) held, Shift or not, Alt not held: reload, print, find, save, close, quit,
 * new window or tab, view source, zoom, and the devtools letters. Alt is left out so that AltGr
 * (Ctrl+Alt on Windows) letters still type.
 */
export const COMMAND_BLOCKED_KEYS: ReadonlySet<string> = new Set([
  'r', // reload; with Shift, reload ignoring the cache
  'p', // print
  'f', // find
  'g', // find next
  's', // save page
  'w', // close window
  'q', // quit
  'n', // new window
  't', // new tab
  'u', // view source
  'i', // devtools (with Shift)
  'j', // devtools console (with Shift)
  '+', // zoom in
  '=', // zoom in
  '-', // zoom out
  '_', // zoom out (Shift held)
  '0', // reset zoom
]);

/** Blocked with Ctrl (or Cmd) and Shift: Ctrl+Shift+C inspects an element, plain Ctrl+C only copies. */
export const COMMAND_SHIFT_BLOCKED_KEYS: ReadonlySet<string> = new Set(['c']);

/** Blocked with Cmd and Alt (macOS devtools: Cmd+Alt+I, J, C). */
export const COMMAND_ALT_BLOCKED_KEYS: ReadonlySet<string> = new Set(['i', 'j', 'c']);

/** Blocked with Alt alone: browser back and forward. */
export const ALT_BLOCKED_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight']);

/** Whether the kiosk swallows this key press instead of passing it to the page. */
export function isBlockedInput(input: KeyInput): boolean {
  if (ALWAYS_BLOCKED_KEYS.has(input.key)) return true;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const command = input.control || input.meta;
  if (command && !input.alt) {
    if (COMMAND_BLOCKED_KEYS.has(key)) return true;
    if (input.shift && COMMAND_SHIFT_BLOCKED_KEYS.has(key)) return true;
  }
  if (input.meta && input.alt && COMMAND_ALT_BLOCKED_KEYS.has(key)) return true;
  return input.alt && !command && ALT_BLOCKED_KEYS.has(key);
}
