// What the Node bundles share (the Electron shell's, build/vite.main.config.ts, and the Debian
// package's CLI, build/vite.cli.config.ts): Node's own modules stay outside, and the code stays as
// written, readable in a stack trace and in the package.
import { builtinModules } from 'node:module';

/** Node's built-in modules, by both their names: Node's, never bundled. */
export const NODE_BUILTINS: readonly string[] = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
];

/** The build options both bundles take. */
export const NODE_BUNDLE_BUILD = {
  ssr: true,
  target: 'node22',
  minify: false,
  sourcemap: false,
  copyPublicDir: false,
  reportCompressedSize: false,
} as const;
