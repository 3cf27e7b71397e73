// The installed CLI's entry (dist/cli/challenge-station.cjs in the Debian package, built by
// build/vite.cli.config.ts): the compile cache first, so that it holds every chunk loaded after it,
// then the CLI. A checkout runs bin/challenge-station.js instead, on the TypeScript sources.
import { enableCliCompileCache } from './compile-cache.js';

enableCliCompileCache();
void import('./main.ts');
