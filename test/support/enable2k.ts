import { fileURLToPath } from 'node:url';

/** The public-domain ENABLE list in ../shared beside the checkout (tests only; the app never reads it). */
export const ENABLE2K_PATH = fileURLToPath(new URL('../../../shared/lexicons/enable2k.txt', import.meta.url));
