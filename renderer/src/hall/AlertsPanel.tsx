import { useEffect, useRef, useState } from 'react';
import type { HallAlert, HallAlertKind } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';

/**
 * Each kind's icon and words: never colour alone. Symbols every Debian font has, not emoji. A
 * warning is worth a look (nothing was judged wrong or lost by it); it says so in words too.
 */
const KINDS: Record<HallAlertKind, { icon: string; label: string; warning?: true }> = {
  silent: { icon: '◷', label: 'Silent' },
  'lexicon-drift': { icon: '≠', label: 'Other lexicon' },
  'look-alike': { icon: '≈', label: 'Warning: a look-alike list', warning: true },
  'other-list': { icon: '≠', label: 'Judged on another list' },
  'verdict-differs': { icon: '≠', label: "Verdict differs from the hall's list" },
  inconsistent: { icon: '⁈', label: 'Verdict contradicts its words' },
  forged: { icon: '⚑', label: 'Forged message' },
  limit: { icon: '▮', label: 'Over the hub’s limit' },
  chain: { icon: '✂', label: 'Chain broken or forked' },
  'two-machines': { icon: '⇉', label: 'Two machines' },
  version: { icon: '↑', label: 'Other version', warning: true },
  'cannot-record': { icon: '✖', label: 'Cannot record' },
  fault: { icon: '⚠', label: 'Refused entries' },
};

/**
 * The alerts, newest first, each until a director acknowledges it with initials; one whose cause
 * has gone says so. Optionally a tone when a new one arrives (the director turns it on).
 */
export function AlertsPanel(props: {
  readonly alerts: readonly HallAlert[];
  readonly api: HallViewApi;
  readonly onChange: () => void;
}) {
  const [initials, setInitials] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sound, setSound] = useState(false);
  const heard = useRef(new Set<number>());
  const open = props.alerts.filter((alert) => alert.acknowledgedAt === null);
  const acknowledged = props.alerts.filter((alert) => alert.acknowledgedAt !== null);
  useEffect(() => {
    const fresh = open.filter((alert) => !heard.current.has(alert.id));
    for (const alert of fresh) heard.current.add(alert.id);
    if (sound && fresh.length > 0) beep();
  }, [open, sound]);
  const acknowledge = (id: number) => {
    setProblem(null);
    props.api
      .acknowledge({ alertId: id, initials: initials.trim() })
      .then(props.onChange, (error: unknown) => {
        setProblem((error as Error).message);
      });
  };
  // Kinds with more than one open alert: acknowledged together, up to the newest one shown.
  const byKind = new Map<HallAlertKind, HallAlert[]>();
  for (const alert of open) byKind.set(alert.kind, [...(byKind.get(alert.kind) ?? []), alert]);
  const several = [...byKind.entries()].filter(([, alerts]) => alerts.length > 1);
  const acknowledgeKind = (kind: HallAlertKind, alerts: readonly HallAlert[]) => {
    setProblem(null);
    props.api
      .acknowledgeKind({
        kind,
        upTo: Math.max(...alerts.map((alert) => alert.id)),
        initials: initials.trim(),
      })
      .then(props.onChange, (error: unknown) => {
        setProblem((error as Error).message);
      });
  };
  return (
    <section className="hall__alerts" aria-labelledby="alerts-title">
      <div className="hall__section-head">
        <h2 id="alerts-title">
          Alerts <span className="hall__count">{open.length} open</span>
        </h2>
        <label>
          Your initials{' '}
          <input
            value={initials}
            maxLength={8}
            size={5}
            onChange={(event) => setInitials(event.target.value)}
            aria-describedby="initials-why"
          />
        </label>
        <span id="initials-why" className="hall__hint">
          recorded with each acknowledgement
        </span>
        <label>
          <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} /> Sound
          on new alerts
        </label>
      </div>
      {problem === null ? null : (
        <p role="alert" className="hall__problem">
          {problem}
        </p>
      )}
      {several.length === 0 ? null : (
        <p className="hall__acknowledge-kinds">
          {several.map(([kind, alerts]) => (
            <button
              key={kind}
              type="button"
              disabled={initials.trim() === ''}
              onClick={() => acknowledgeKind(kind, alerts)}
            >
              Acknowledge all {alerts.length} “{KINDS[kind].label}”
            </button>
          ))}
        </p>
      )}
      <div role="log" aria-live="assertive" aria-relevant="additions">
        {open.length === 0 ? <p className="hall__quiet">✓ No open alerts.</p> : null}
        <ul className="hall__alert-list">
          {open.map((alert) => (
            <AlertRow key={alert.id} alert={alert}>
              <button
                type="button"
                disabled={initials.trim() === ''}
                onClick={() => acknowledge(alert.id)}
                aria-label={`Acknowledge: ${alert.text}`}
              >
                Acknowledge
              </button>
            </AlertRow>
          ))}
        </ul>
      </div>
      {acknowledged.length === 0 ? null : (
        <details>
          <summary>{acknowledged.length} acknowledged, cause still there</summary>
          <ul className="hall__alert-list">
            {acknowledged.map((alert) => (
              <AlertRow key={alert.id} alert={alert}>
                <span>
                  acknowledged by {alert.acknowledgedBy} at {clock(alert.acknowledgedAt)}
                </span>
              </AlertRow>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function AlertRow(props: { readonly alert: HallAlert; readonly children: React.ReactNode }) {
  const { alert } = props;
  const kind = KINDS[alert.kind];
  return (
    <li
      className={`hall__alert hall__alert--${alert.kind}${kind.warning === true ? ' hall__alert--warning' : ''}${alert.clearedAt === null ? '' : ' hall__alert--cleared'}`}
    >
      <span className="hall__alert-icon" aria-hidden="true">
        {kind.icon}
      </span>
      <strong>{kind.label}</strong>
      <span className="hall__alert-text">
        {alert.text} <span className="hall__hint">raised {clock(alert.raisedAt)}</span>
        {alert.clearedAt === null ? null : <strong> — cleared at {clock(alert.clearedAt)}</strong>}
      </span>
      {props.children}
    </li>
  );
}

/** A time of day as the hall's clock shows it. */
export function clock(iso: string | null): string {
  return iso === null ? '—' : new Date(iso).toLocaleTimeString('en-GB');
}

function beep(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.3);
    tone.onended = () => void audio.close();
  } catch {
    // No audio on this machine: the alert is still on screen.
  }
}
