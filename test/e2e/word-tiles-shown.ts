import type { Locator } from 'playwright-core';

/** Each word drawn as tiles in `region`, as its tiles' letters: `['C O L·L E G I', …]`, one string a word. */
export async function tilesShown(region: Locator): Promise<string[]> {
  const shown: string[] = [];
  for (const word of await region.locator('.word-tiles').all())
    shown.push((await word.locator('.word-tile').allTextContents()).join(' '));
  return shown;
}
