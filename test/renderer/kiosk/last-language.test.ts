// The language "Starting…" is said in before the station answers: the station's when it served the
// page in it, else the one the kiosk last spoke in this browser, else English. Nothing but the
// language is kept, and a storage that fails costs only that.
import { describe, expect, it } from 'vitest';
import { lastKioskLanguage, rememberKioskLanguage } from '../../../renderer/src/kiosk/last-language.ts';

/** A page's storage, as a map. */
function storage(
  kept: Record<string, string> = {},
): Pick<Storage, 'getItem' | 'setItem'> & { kept: Record<string, string> } {
  return {
    kept,
    getItem: (key) => kept[key] ?? null,
    setItem: (key, value) => {
      kept[key] = value;
    },
  };
}

describe('the language the kiosk starts in', () => {
  it('is English the first time, then the one it last spoke here', () => {
    const store = storage();
    expect(lastKioskLanguage(store, null)).toBe('en');
    rememberKioskLanguage('pl', store);
    expect(store.kept).toEqual({ 'challenge-station.kiosk-language': 'pl' });
    expect(lastKioskLanguage(store, null)).toBe('pl');
  });

  it('is the station’s when it served the page in it, over the one kept', () => {
    const store = storage({ 'challenge-station.kiosk-language': 'pl' });
    expect(lastKioskLanguage(store, 'de')).toBe('de');
    expect(lastKioskLanguage(store, 'xx')).toBe('pl');
  });

  it('is English when what was kept is not a kiosk language, or the storage fails', () => {
    expect(lastKioskLanguage(storage({ 'challenge-station.kiosk-language': '<script>' }), null)).toBe('en');
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(lastKioskLanguage(failing, null)).toBe('en');
    expect(() => rememberKioskLanguage('pl', failing)).not.toThrow();
    expect(lastKioskLanguage(null, null)).toBe('en');
  });
});
