import type { WordBoxes } from '../tile-entry.ts';

/**
 * A word as tile boxes, a multi-letter tile in one box, so both players see the split before it is
 * judged. The list item around it carries the spoken spelling, so the boxes are hidden from screen
 * readers rather than read letter by letter twice.
 */
export function TileBoxes({ boxes }: { readonly boxes: WordBoxes }) {
  return (
    <span className="tiles" aria-hidden="true">
      {boxes.tiles.map((tile, index) => (
        <span key={index} className="tile">
          {tile}
        </span>
      ))}
      {boxes.pending !== '' && <span className="tile tile--pending">{boxes.pending}</span>}
    </span>
  );
}
