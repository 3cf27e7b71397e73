import { useState } from 'react';
import type { HallDesignation, HallOfferedLexicon } from '../../../electron/common/hall-view-shapes.ts';
import { clock } from './AlertsPanel.tsx';

/**
 * The director's choice of the hall's lexicon, among those the stations offer: chosen in the list,
 * then designated with initials by a button, so that moving through the list never changes it.
 * Each list is named with its fingerprint and the stations that offer it, and one whose name is
 * another's, or reads like another's, says so.
 */
export function LexiconChoice(props: {
  readonly lexicons: readonly HallOfferedLexicon[];
  readonly designated: HallDesignation | null;
  readonly designations: readonly HallDesignation[];
  readonly onDesignate: (fingerprint: string, initials: string) => void;
}) {
  const [chosen, setChosen] = useState(props.designated?.fingerprint ?? '');
  const [initials, setInitials] = useState('');
  const changed = chosen !== '' && chosen !== props.designated?.fingerprint;
  const caution = props.lexicons.find((lexicon) => lexicon.fingerprint === chosen)?.caution ?? null;
  const earlier = props.designations.slice(0, -1);
  return (
    <form
      className="hall__designate"
      aria-label="The hall’s lexicon"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && initials.trim() !== '') props.onDesignate(chosen, initials.trim());
      }}
    >
      <span className="hall__designated" role="status">
        {props.designated === null
          ? 'No lexicon designated for the hall'
          : `The hall’s lexicon: ${props.designated.name} (${props.designated.fingerprint.slice(0, 8)}), by ${props.designated.by}${props.designated.at === '' ? '' : ` at ${clock(props.designated.at)}`}`}
      </span>
      <label>
        Lexicon{' '}
        <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">— choose —</option>
          {props.lexicons.map((lexicon) => (
            <option key={lexicon.fingerprint} value={lexicon.fingerprint}>
              {lexicon.name} ({lexicon.alphabet}, {lexicon.fingerprint.slice(0, 8)}, {lexicon.wordCount}{' '}
              words) — offered by {lexicon.stations.join(', ')}
              {lexicon.caution === null ? '' : ` ⚠ ${lexicon.caution}`}
            </option>
          ))}
        </select>
      </label>
      {caution === null ? null : <span className="hall__caution">⚠ {caution}</span>}
      <label>
        Initials{' '}
        <input
          value={initials}
          maxLength={8}
          size={4}
          onChange={(event) => setInitials(event.target.value)}
        />
      </label>
      <button type="submit" disabled={!changed || initials.trim() === ''}>
        Designate
      </button>
      {earlier.length === 0 ? null : (
        <details className="hall__designations">
          <summary>Designated before</summary>
          <ol>
            {earlier.map((designation) => (
              <li key={`${designation.at}:${designation.fingerprint}`}>
                {designation.name} ({designation.fingerprint.slice(0, 8)}) by {designation.by} at{' '}
                {clock(designation.at)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </form>
  );
}
