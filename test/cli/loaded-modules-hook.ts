// Preloaded (`node --import`) into a CLI run by cli-start-up-modules.test.ts: when the process exits,
// writes the URL of every module it loaded, one a line, to the file LOADED_MODULES_FILE names.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  writeFileSync(process.env['LOADED_MODULES_FILE'] ?? '', `${loaded.join('\n')}\n`);
});
