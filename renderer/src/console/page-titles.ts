import type { DirectorPage } from './console-machine.ts';
import type { ConsoleMessageId } from './i18n/console-messages.ts';

/** The messages that name the director's pages, in the menu and as each page's heading. */
export const PAGE_TITLES: Readonly<Record<DirectorPage, ConsoleMessageId>> = {
  station: 'page.station',
  lexicons: 'page.lexicons',
  log: 'page.log',
  review: 'page.review',
  export: 'page.export',
  quit: 'page.quit',
};
