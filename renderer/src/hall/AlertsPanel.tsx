import { useEffect, useRef, useState } from 'react';
import type { HallAlert, HallAlertKind } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { alertText } from './alert-text.ts';
import { useHallText } from './i18n/hall-text.ts';

/**
 * Each kind's icon (its words are the message `alert.KIND`): never colour alone. Symbols every
 * Debian font has, not emoji. A warning is worth a look (nothing was judged wrong or lost by it);
 * it says so in words too.
 */
const KINDS: Record<HallAlertKind, { icon: string; warning?: true }> = {
  silent: { icon: '◷' },
  unreachable: { icon: '⌁' },
  quiet: { icon: '◷' },
  'lexicon-drift': { icon: '≠' },
  'look-alike': { icon: '≈', warning: true },
  'other-list': { icon: '≠' },
  'verdict-differs': { icon: '≠' },
  inconsistent: { icon: '⁈' },
  forged: { icon: '⚑' },
  limit: { icon: '▮' },
  chain: { icon: '✂' },
  'two-machines': { icon: '⇉' },
  version: { icon: '↑', warning: true },
  'cannot-record': { icon: '✖' },
  'same-table': { icon: '⧉', warning: true },
  pairings: { icon: '⚠', warning: true },
  fault: { icon: '⚠' },
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
  const text = useHallText();
  const { t, moment } = text;
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
          {t('alerts.title')} <span className="hall__count">{t('alerts.open', { count: open.length })}</span>
        </h2>
        <label>
          {t('alerts.initials')}{' '}
          <input
            value={initials}
            maxLength={8}
            size={5}
            onChange={(event) => setInitials(event.target.value)}
            aria-describedby="initials-why"
          />
        </label>
        <span id="initials-why" className="hall__hint">
          {t('alerts.initialsWhy')}
        </span>
        <label>
          <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} />{' '}
          {t('alerts.sound')}
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
              {t('alerts.acknowledgeAll', { count: alerts.length, kind: t(`alert.${kind}`) })}
            </button>
          ))}
        </p>
      )}
      <div role="log" aria-live="assertive" aria-relevant="additions">
        {open.length === 0 ? <p className="hall__quiet">{t('alerts.none')}</p> : null}
        <ul className="hall__alert-list">
          {open.map((alert) => (
            <AlertRow key={alert.id} alert={alert}>
              <button
                type="button"
                disabled={initials.trim() === ''}
                onClick={() => acknowledge(alert.id)}
                aria-label={t('alerts.acknowledgeLabel', { text: alertText(text, alert) })}
              >
                {t('alerts.acknowledge')}
              </button>
            </AlertRow>
          ))}
        </ul>
      </div>
      {acknowledged.length === 0 ? null : (
        <details>
          <summary>{t('alerts.acknowledged', { count: acknowledged.length })}</summary>
          <ul className="hall__alert-list">
            {acknowledged.map((alert) => (
              <AlertRow key={alert.id} alert={alert}>
                <span>
                  {t('alerts.acknowledgedBy', {
                    initials: alert.acknowledgedBy ?? '',
                    time: moment(alert.acknowledgedAt),
                  })}
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
  const text = useHallText();
  const { t, moment } = text;
  const { alert } = props;
  const kind = KINDS[alert.kind];
  return (
    <li
      className={`hall__alert hall__alert--${alert.kind}${kind.warning === true ? ' hall__alert--warning' : ''}${alert.clearedAt === null ? '' : ' hall__alert--cleared'}`}
    >
      <span className="hall__alert-icon" aria-hidden="true">
        {kind.icon}
      </span>
      <strong>{t(`alert.${alert.kind}`)}</strong>
      <span className="hall__alert-text">
        {alertText(text, alert)}{' '}
        <span className="hall__hint">{t('alerts.raised', { time: moment(alert.raisedAt) })}</span>
        {alert.clearedAt === null ? null : (
          <strong> {t('alerts.cleared', { time: moment(alert.clearedAt) })}</strong>
        )}
      </span>
      {props.children}
    </li>
  );
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
    // No audio where the hall view is shown: the alert is still on screen.
  }
}
