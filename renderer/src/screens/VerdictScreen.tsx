import type { Screen } from '../kiosk-machine.ts';
import { DEMO_WARNING } from './LexiconBadge.tsx';

type Verdict = Extract<Screen, { name: 'verdict' }>;

/**
 * The verdict for the whole play: word, colour, icon and border all differ, so it reads without
 * colour vision. Nothing on it depends on which word failed.
 */
export function VerdictScreen({ screen }: { readonly screen: Verdict }) {
  const acceptable = screen.verdict === 'ACCEPTABLE';
  return (
    <section className={`verdict verdict--${acceptable ? 'acceptable' : 'unacceptable'}`}>
      <div role="status" className="verdict__word">
        <span aria-hidden="true" className="verdict__icon">
          {acceptable ? '✔' : '✖'}
        </span>{' '}
        {screen.verdict}
      </div>
      <ol className="verdict__words">
        {screen.words.map((word, index) => (
          <li key={index}>{word}</li>
        ))}
      </ol>
      <p className="verdict__lexicon">
        {screen.lexicon.name} {screen.lexicon.shortFingerprint}
        {screen.lexicon.demo ? ` — ${DEMO_WARNING}` : ''}
      </p>
    </section>
  );
}
