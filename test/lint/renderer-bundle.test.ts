// The fence the lint rule draws around the screen, checked where it matters: the built bundle. The
// screen imports the contract only as types, so neither zod nor the core's config schema ships in it;
// one value import of the contract (even `import { type … }`, under verbatimModuleSyntax) adds ~90 kB.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A screen's JavaScript chunks as its `npm run build:…` makes them, built in memory. */
async function rendererChunks(config: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: `${root}${config}`,
    logLevel: 'warn',
    build: { write: false },
  });
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  return outputs.flatMap(({ output }) => output.filter((file) => file.type === 'chunk'));
}

// The kiosk and console (npm run build:renderer), and the director's hall view (npm run build:hall-view).
it.each([
  ['vite.config.ts', '/renderer/src/kiosk/Kiosk.tsx'],
  ['vite.hall-view.config.ts', '/renderer/src/hall/ChallengeFeed.tsx'],
])('the screen built by %s carries no zod and no module of the core', async (config, entryModule) => {
  const chunks = await rendererChunks(config);
  expect(chunks.length).toBeGreaterThan(0);
  const modules = chunks.flatMap((chunk) => chunk.moduleIds).map((id) => id.replaceAll('\\', '/'));
  expect(modules.some((id) => id.includes(entryModule))).toBe(true);
  expect(modules.filter((id) => id.includes('/node_modules/zod/') || id.includes('/electron/core/'))).toEqual(
    [],
  );
  // zod names its error class in a string that survives minification.
  for (const chunk of chunks) expect(chunk.code).not.toContain('ZodError');
});
