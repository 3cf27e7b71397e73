import { Fragment } from 'react';
import { wordTiles } from '../../../electron/common/alphabets/word-spelling.ts';
import './word-tiles.css';

/**
 * A logged word (its data form, `CO[L·L]EGI`) drawn as tiles for the console and the hall view, a
 * tile of several letters in one box as on the kiosk. The boxes hold nothing but the letters, so
 * the text a screen reader or a copy reads is the word as spelled (`COL·LEGI`), never a bracket.
 */
export function WordTiles({ word }: { readonly word: string }) {
  return (
    <span className="word-tiles">
      {wordTiles(word).map((tile, index) => (
        <span key={index} className="word-tile">
          {tile}
        </span>
      ))}
    </span>
  );
}

/** A play's words, each as tiles ({@link WordTiles}), a space between them as in plain text. */
export function WordsAsTiles({ words }: { readonly words: readonly string[] }) {
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : ''}
      <WordTiles word={word} />
    </Fragment>
  ));
}
