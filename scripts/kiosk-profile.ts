// The preferences of the throw-away Chromium profile `npm start` opens the web station in: no offer
// to save the director's PIN (a save-password pop-up once covered half of the one-time recovery
// code, and Esc did not close it), no autofill suggestions, no offer to translate the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Chromium's names for those settings, as `chrome://prefs-internals` lists them (checked against
 * Debian's Chromium 156 by test/scripts/kiosk-browser.test.ts; `profile.password_manager_enabled`,
 * often quoted, is no longer one of them).
 */
export const KIOSK_PREFERENCES = {
  credentials_enable_service: false,
  autofill: { profile_enabled: false, credit_card_enabled: false },
  translate: { enabled: false },
} as const;

/** Writes the kiosk preferences into a new profile folder, where Chromium reads them at start. */
export function writeKioskProfile(profile: string): void {
  mkdirSync(join(profile, 'Default'), { recursive: true, mode: 0o700 });
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(KIOSK_PREFERENCES), { mode: 0o600 });
}
