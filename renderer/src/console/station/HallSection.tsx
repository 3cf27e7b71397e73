import { useId, useState, type SubmitEvent } from 'react';
import type { HallLinkView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';
import { Message } from '../i18n/Message.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** When the hub was lost, as a hall reads it: hours and minutes, 24-hour, in the station's time zone. */
const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * The station's tournament hall: join with the join file the director's hub made
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
  const { text, intl } = useConsoleText();
  const [path, setPath] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const titleId = useId();

  const joinHall = async (event: SubmitEvent) => {
    event.preventDefault();
    if (path.trim() === '') {
      setNotice(failure(text('joinFile.missing')));
      return;
    }
    const result = await whileBusy(() => call('hallJoin', { path: path.trim() }));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setLink(result.link);
    setPath('');
    setNotice(ok(text('hall.joined', { hall: result.link.hallName, station: result.link.stationName })));
  };

  const leaveHall = async () => {
    const result = await whileBusy(() => call('hallLeave', {}));
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setLink(null);
    setNotice(ok(text(result.left ? 'hall.left' : 'hall.notLinked')));
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('hall.title')}</h3>
      {link === undefined ? (
        <p>{text('hall.reading')}</p>
      ) : link === null ? (
        <>
          <p>
            <Message id="hall.notJoined" />
          </p>
          <form onSubmit={(event) => void joinHall(event)}>
            <PathField
              call={call}
              kind="file"
              label={text('joinFile.label')}
              value={path}
              onChange={setPath}
            />
            <button type="submit" disabled={busy}>
              {text('hall.join')}
            </button>
          </form>
        </>
      ) : (
        <>
          <dl className="hall-link">
            <dt>{text('hall.hall')}</dt>
            <dd>{text('hall.as', { hall: link.hallName, station: link.stationName })}</dd>
            <dt>{text('hall.hub')}</dt>
            <dd>{link.servers.join(', ')}</dd>
            <dt>{text('hall.connection')}</dt>
            <dd data-testid="hall-connection">
              {text(link.connected ? 'hall.connected' : 'hall.disconnected')}
            </dd>
            <dt>{text('hall.pending')}</dt>
            <dd data-testid="hall-pending">{text('hall.pendingCount', { count: link.pending })}</dd>
          </dl>
          {link.unreachableSince !== null && !link.connected && (
            <p role="status" data-testid="hall-unreachable">
              {text('hall.unreachable', {
                time: intl.formatTime(link.unreachableSince, HOUR_MINUTE),
                count: link.pending,
              })}
            </p>
          )}
          <ConfirmAction
            label={text('hall.leave')}
            question={text('hall.leaveQuestion')}
            confirmLabel={text('hall.leaveConfirm')}
            onConfirm={() => void leaveHall()}
            disabled={busy}
          />
        </>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
