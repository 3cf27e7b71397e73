// Where the app's own files are, found the same way from the TypeScript sources and from a bundle.
// This module is two folders below the app's root in both: electron/core/app-root.ts in a checkout,
// and inside one of the bundle files that all sit in one folder, dist/cli/ (the CLI of the Debian
// package) or dist/electron/ (the Electron shell). So every path is taken from here, never
// from a module's own place, which differs between the two.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding resources/ and dist/: the checkout, or /opt/challenge-station once installed. */
export const APP_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** True when this runs from a bundle in dist/, false from the TypeScript sources. */
export const BUNDLED = !import.meta.url.endsWith('.ts');

/** The bundled demo list and its licence (resources/demo). */
export const RESOURCES_DIR = join(APP_ROOT, 'resources');

/**
 * A program the app starts in a process of its own (the web station, the station's hall process):
 * its source file in a checkout, else its bundle's file of the same name beside this one, whose
 * extension (.js or .cjs) is this bundle's own.
 */
export function entryFile(source: string): string {
  if (!BUNDLED) return join(APP_ROOT, source);
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/\.ts$/u, '');
  const extension = /\.c?js$/u.exec(import.meta.url)?.[0] ?? '.js';
  return fileURLToPath(new URL(`./${name}${extension}`, import.meta.url));
}
