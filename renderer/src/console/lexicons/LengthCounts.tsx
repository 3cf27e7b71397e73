import { useId } from 'react';
import type { LexiconView } from '../../../../electron/ipc/contract.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * Words by length in tiles (a Spanish CH is one) for every lexicon, side by side, so a director can check them against the
 * publisher's figures (two-letter words: 107 in NWL2023, 127 in CSW24).
 */
export function LengthCounts({ lexicons }: { readonly lexicons: readonly LexiconView[] }) {
  const { text, number } = useConsoleText();
  const titleId = useId();
  const lengths = [
    ...new Set(lexicons.flatMap((lexicon) => (lexicon.countsByLength ?? []).map((row) => row.length))),
  ].sort((a, b) => a - b);
  if (lengths.length === 0) return null;
  const countOf = (lexicon: LexiconView, length: number): string => {
    if (lexicon.countsByLength === null) return '?';
    const count = lexicon.countsByLength.find((row) => row.length === length)?.count ?? 0;
    return number(count);
  };
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('lengths.title')}</h3>
      <table className="table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{text('lengths.tiles')}</th>
            {lexicons.map((lexicon) => (
              <th scope="col" key={lexicon.fingerprint}>
                {lexicon.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lengths.map((length) => (
            <tr key={length}>
              <th scope="row">{number(length)}</th>
              {lexicons.map((lexicon) => (
                <td className="number" key={lexicon.fingerprint}>
                  {countOf(lexicon, length)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
