/**
 * Gave the hall view's alerts their message column, until the view had migrations of its own: its
 * second step (view/hall-view-migrations/0002-alert-messages.ts) does it now, for a file of any
 * version. The number stays, so a hub's file of schema 10 is what this app expects.
 */
export function up(): void {
  // Nothing for the hub's own tables.
}
