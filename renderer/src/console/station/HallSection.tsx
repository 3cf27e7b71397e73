import { useId, useState, type SubmitEvent } from 'react';
import type { HallLinkView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';

/**
 * The station's tournament hall (issues 20 and 21): join with the join file the director's hub made
 * for this station, leave, and see the link — which hub, connected or not, entries not yet
 * acknowledged — without going to the hub.
 */
export function HallSection({
  call,
  link,
  setLink,
}: {
  readonly call: SessionCall;
  /** The link as the Station page last read it (use-hall-link.ts): undefined until its first answer. */
  readonly link: HallLinkView | null | undefined;
  readonly setLink: (link: HallLinkView | null) => void;
}) {
  const [path, setPath] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const titleId = useId();

  const joinHall = async (event: SubmitEvent) => {
    event.preventDefault();
    if (path.trim() === '') {
      setNotice(failure('Give the join file’s path.'));
      return;
    }
    const result = await whileBusy(() => call('hallJoin', { path: path.trim() }));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setLink(result.link);
    setPath('');
    setNotice(
      ok(
        `Joined the hall “${result.link.hallName}” as “${result.link.stationName}”. The station publishes every entry to its hub; the join file may be deleted.`,
      ),
    );
  };

  const leaveHall = async () => {
    const result = await whileBusy(() => call('hallLeave', {}));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setLink(null);
    setNotice(
      ok(result.left ? 'Left the hall. The log is untouched.' : 'This station had not joined a hall.'),
    );
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>Tournament hall</h3>
      {link === undefined ? (
        <p>Reading the station’s hall link…</p>
      ) : link === null ? (
        <>
          <p>
            This station has not joined a hall. To publish its log to the director’s hub, join with the join
            file the hub made for it (<code>hall invite</code>).
          </p>
          <form onSubmit={(event) => void joinHall(event)}>
            <PathField call={call} kind="file" label="Join file" value={path} onChange={setPath} />
            <button type="submit" disabled={busy}>
              Join the hall
            </button>
          </form>
        </>
      ) : (
        <>
          <dl className="hall-link">
            <dt>Hall</dt>
            <dd>
              {link.hallName} (as “{link.stationName}”)
            </dd>
            <dt>Hub</dt>
            <dd>{link.servers.join(', ')}</dd>
            <dt>Connection</dt>
            <dd data-testid="hall-connection">{link.connected ? 'Connected' : 'Not connected'}</dd>
            <dt>Pending</dt>
            <dd data-testid="hall-pending">
              {link.pending} {link.pending === 1 ? 'entry' : 'entries'} not yet acknowledged by the hub
            </dd>
          </dl>
          <ConfirmAction
            label="Leave the hall"
            question="Leave the hall? The station stops publishing and forgets its credentials."
            confirmLabel="Leave"
            onConfirm={() => void leaveHall()}
            disabled={busy}
          />
        </>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
