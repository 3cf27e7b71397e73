// `npm run station:web` before the web station starts: the screen built once, and again only when
// its sources changed (screen-build.ts).
import { buildScreenIfStale } from './screen-build.ts';

if (!buildScreenIfStale(new URL('..', import.meta.url).pathname)) process.exit(1);
