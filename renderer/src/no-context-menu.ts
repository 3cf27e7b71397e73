/**
 * Keeps the browser's context menu shut on every screen: in a kiosk browser it offers "Inspect",
 * "Save as…", "Print…" and searches on the web, none of which a player may reach.
 */
export function preventContextMenu(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('contextmenu', (event) => {
    event.preventDefault();
  });
}
