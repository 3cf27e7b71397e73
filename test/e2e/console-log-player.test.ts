// The console's Log page found by a player: a name typed without its accents or a number with its
// division finds the entries of that player's games, each row showing the game and the outcome,
// and the Review page shows the same.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameContext } from '../../electron/core/game/game-context.ts';
import { mainText, statusSays, useConsoleStations, type ConsoleFixtureOptions } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

function game(table: string, first: [number, string], second: [number, string]): GameContext {
  return {
    division: 'A',
    round: 3,
    table,
    players: [
      { division: 'A', number: first[0], name: first[1] },
      { division: 'A', number: second[0], name: second[1] },
    ],
    challenger: 2,
  };
}

const games: ConsoleFixtureOptions['prepare'] = (station) => {
  station.judge({
    words: ['cat', 'xqzt'],
    source: 'kiosk',
    game: game('12', [7, 'Müller, Jürgen'], [19, 'Doe, Jane']),
  });
  station.judge({ words: ['dog'], source: 'kiosk', game: game('4', [3, 'Roe, John'], [8, 'Ñúñez, Ana']) });
  station.judge({ words: ['cat'], source: 'kiosk', round: 3, table: 9 });
};

function rows(page: Page) {
  return page.getByRole('table', { name: 'Log entries found' }).locator('tbody tr');
}

describe('the log page searched by player', () => {
  it('finds a player by name or number and shows the game, the challenger and the outcome', async () => {
    const { page } = await openConsoleStation({ directorPage: 'Log', prepare: games });
    const player = page.getByLabel('Player (name or number, e.g. A7)', { exact: true });

    await player.fill('muller');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '1 entry found');
    const found = await rows(page).innerText();
    expect(found).toContain('Round 3 · Table 12 · Division A');
    expect(found).toContain('1 Müller, Jürgen (A7) · 2 Doe, Jane (A19)');
    expect(found).toContain('Challenged by 2 Doe, Jane (A19)');
    expect(found).toContain('The play comes off — 1 Müller, Jürgen (A7) loses the turn');

    await player.fill('A8');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '1 entry found');
    expect(await rows(page).innerText()).toContain('Challenged by 2 Ñúñez, Ana (A8)');
    expect(await rows(page).innerText()).toContain('The play stays — 2 Ñúñez, Ana (A8) loses the turn');

    await rows(page)
      .getByRole('button', { name: /^Review #/u })
      .click();
    await expect.poll(() => mainText(page)).toContain('1 Roe, John (A3) · 2 Ñúñez, Ana (A8)');
  });
});
