import type { HubStore } from './hub-store.ts';

/** The hall's name when `hall start --name` never gave one. */
export const UNNAMED_HALL = 'Challenge Station hall';

/** The hall's name, as `hall start --name` last set it. */
export function hallName(store: Pick<HubStore, 'meta'>): string {
  return store.meta('name') ?? UNNAMED_HALL;
}
