import type { LexiconView, StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { alphabetName } from '../i18n/kiosk-terms.ts';
import { formatWhen } from '../i18n/format-when.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
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
  const { intl, text, number } = useConsoleText();
  const { notice, setNotice } = useFormNotice();
  const remove = async (lexicon: LexiconView) => {
    const result = await call('removeLexicon', { lexicon: lexicon.fingerprint });
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    onOverview(result);
    setNotice(ok(text('lexicons.removed', { name: lexicon.name, fingerprint: lexicon.shortFingerprint })));
  };
  return (
    <>
      <table className="table" aria-label={text('lexicons.table')}>
        <thead>
          <tr>
            <th scope="col">{text('lexicons.col.name')}</th>
            <th scope="col">{text('lexicons.col.words')}</th>
            <th scope="col">{text('lexicons.col.fingerprint')}</th>
            <th scope="col">{text('lexicons.col.alphabet')}</th>
            <th scope="col">{text('lexicons.col.imported')}</th>
            <th scope="col">{text('lexicons.col.offered')}</th>
            <th scope="col">{text('lexicons.col.pinned')}</th>
            <th scope="col">
              <span className="visually-hidden">{text('lexicons.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lexicons.map((lexicon) => (
            <tr key={lexicon.fingerprint}>
              <th scope="row">
                {lexicon.name}
                {lexicon.demo && <span className="tag tag--demo">{text('lexicons.demo')}</span>}
              </th>
              <td className="number">{number(lexicon.wordCount)}</td>
              <td>
                <code>{lexicon.shortFingerprint}</code>
              </td>
              <td>{alphabetName(intl, lexicon.alphabet)}</td>
              <td>{formatWhen(intl, lexicon.importedAt)}</td>
              <td>{lexicon.offered ? text('lexicons.offered') : '—'}</td>
              <td>{lexicon.pinned ? text('lexicons.pinned') : '—'}</td>
              <td>
                {!lexicon.demo && (
                  <ConfirmAction
                    label={text('lexicons.remove', { name: lexicon.name })}
                    question={text('lexicons.removeQuestion', { name: lexicon.name })}
                    confirmLabel={text('lexicons.removeConfirm', { name: lexicon.name })}
                    onConfirm={() => void remove(lexicon)}
                    // A list the kiosk offers cannot be removed: said before, not refused after.
                    disabled={lexicon.offered}
                  />
                )}
                {!lexicon.demo && lexicon.offered && (
                  <p className="field__hint">{text('lexicons.inUse', { name: lexicon.name })}</p>
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
