// The fence the lint rule draws around the screen, checked where it matters: the built bundle. The
// screen imports the contract only as types, so neither zod nor the core's config schema ships in it;
// one value import of the contract (even `import { type … }`, under verbatimModuleSyntax) adds ~90 kB.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The screen's JavaScript chunks as `npm run build:renderer` makes them, built in memory. */
async function rendererChunks(): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    build: { write: false },
  });
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  return outputs.flatMap(({ output }) => output.filter((file) => file.type === 'chunk'));
}

it('the built screen carries no zod and no module of the core', async () => {
  const chunks = await rendererChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const modules = chunks.flatMap((chunk) => chunk.moduleIds).map((id) => id.replaceAll('\\', '/'));
  expect(modules.some((id) => id.includes('/renderer/src/kiosk/Kiosk.tsx'))).toBe(true);
  expect(modules.filter((id) => id.includes('/node_modules/zod/') || id.includes('/electron/core/'))).toEqual(
    [],
  );
  // zod names its error class in a string that survives minification.
  for (const chunk of chunks) expect(chunk.code).not.toContain('ZodError');
});
