import type { LexiconView, StationOverview } from '../../../../electron/ipc/contract.ts';
import { ALPHABET_DEFINITIONS } from '../../../../electron/common/alphabets/index.ts';
import type { SessionCall } from '../console-api.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { formatTime } from '../ui/format.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';

/**
 * Every lexicon at the station, with its fingerprint and flags; an unused one can be removed, and
 * one in use says why it cannot before it is asked to.
 */
export function LexiconTable({
  call,
  lexicons,
  onOverview,
}: {
  readonly call: SessionCall;
  readonly lexicons: readonly LexiconView[];
  readonly onOverview: (overview: StationOverview) => void;
}) {
  const { notice, setNotice } = useFormNotice();
  const remove = async (lexicon: LexiconView) => {
    const result = await call('removeLexicon', { lexicon: lexicon.fingerprint });
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    onOverview(result);
    setNotice(ok(`${lexicon.name} (${lexicon.shortFingerprint}) was removed.`));
  };
  return (
    <>
      <table className="table" aria-label="Lexicons at this station">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Words</th>
            <th scope="col">Fingerprint</th>
            <th scope="col">Alphabet</th>
            <th scope="col">Imported</th>
            <th scope="col">Offered</th>
            <th scope="col">Pinned</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lexicons.map((lexicon) => (
            <tr key={lexicon.fingerprint}>
              <th scope="row">
                {lexicon.name}
                {lexicon.demo && <span className="tag tag--demo">DEMO</span>}
              </th>
              <td className="number">{lexicon.wordCount.toLocaleString('en')}</td>
              <td>
                <code>{lexicon.shortFingerprint}</code>
              </td>
              <td>{ALPHABET_DEFINITIONS[lexicon.alphabet].name}</td>
              <td>{formatTime(lexicon.importedAt)}</td>
              <td>{lexicon.offered ? 'offered' : '—'}</td>
              <td>{lexicon.pinned ? 'pinned' : '—'}</td>
              <td>
                {!lexicon.demo && (
                  <ConfirmAction
                    label={`Remove ${lexicon.name}`}
                    question={`Remove ${lexicon.name} from this station? This cannot be undone.`}
                    confirmLabel={`Yes, remove ${lexicon.name}`}
                    onConfirm={() => void remove(lexicon)}
                    // A list the kiosk offers cannot be removed: said before, not refused after.
                    disabled={lexicon.offered}
                  />
                )}
                {!lexicon.demo && lexicon.offered && (
                  <p className="field__hint">
                    In use at this station: offer other lexicons before removing {lexicon.name}.
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <NoticeLine notice={notice} />
    </>
  );
}
