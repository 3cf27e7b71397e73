import type { HallLexicon, HallStationCard } from '../../../electron/common/hall-view-shapes.ts';
import { changedHereWords, hallListWords, holdsHallList } from '../../../electron/common/hall-list-words.ts';
import {
  logCheckWords,
  recordingWords,
  stoppedJudging,
} from '../../../electron/common/station-health-words.ts';
import { clock } from './AlertsPanel.tsx';

const STATES: Record<HallStationCard['state'], { icon: string; label: string }> = {
  online: { icon: '●', label: 'Online' },
  offline: { icon: '○', label: 'Offline' },
  'never-joined': { icon: '◌', label: 'Invited, never joined' },
  revoked: { icon: '✕', label: 'Revoked' },
};

/**
 * How the card says the station stands: a station used from the command line is heard at `hall
 * join` and each `hall sync` only, so it shows as such with its last sync — never as offline or
 * "never joined" between syncs.
 */
function presenceOf(station: HallStationCard): { icon: string; label: string; className: string } {
  if (station.presence === 'on-demand' && station.state !== 'revoked' && station.state !== 'never-joined')
    return {
      icon: '⇅',
      label: `Syncs from the command line · last sync ${clock(station.lastSeen)}`,
      className: 'on-demand',
    };
  const state = STATES[station.state];
  return {
    ...state,
    label: station.lastSeen === null ? state.label : `${state.label} · last seen ${clock(station.lastSeen)}`,
    className: station.state,
  };
}

/**
 * How far the hub is behind, as far as it can know: "up to date" only when it heard the station
 * after its last entry and the station is online (or its last sync reached its head); otherwise
 * what the station judged since it was last heard is unknown, and the card says so.
 */
function behindText(station: HallStationCard): string {
  const held = station.held > 0 ? ` (${station.held} held)` : '';
  if (station.upToDate)
    return station.state === 'online'
      ? 'up to date'
      : `up to date at its last sync, ${clock(station.lastSeen)}`;
  if (station.lastSeen === null) return station.entries === 0 ? '—' : 'never reported its head';
  if (station.state === 'revoked') return `${station.behind} entries${held}`;
  return station.behind > 0 || station.held > 0
    ? `${station.behind} entries${held} by its last report; last heard ${clock(station.lastSeen)}`
    : `last heard ${clock(station.lastSeen)}; entries since then unknown`;
}

/** One card per invited station, in the order they were invited. */
export function StationCards(props: {
  readonly stations: readonly HallStationCard[];
  readonly designated: HallLexicon | null;
}) {
  return (
    <section aria-labelledby="stations-title">
      <h2 id="stations-title">
        Stations{' '}
        <span className="hall__count">
          {props.stations.filter((s) => s.state === 'online').length} online of {props.stations.length}
        </span>
      </h2>
      <ul className="hall__stations">
        {props.stations.map((station) => (
          <StationCard key={station.token} station={station} designated={props.designated} />
        ))}
      </ul>
    </section>
  );
}

function StationCard(props: { readonly station: HallStationCard; readonly designated: HallLexicon | null }) {
  const { station } = props;
  const state = presenceOf(station);
  const refused = new Map(
    (station.health?.lexiconsRefused ?? []).map((lexicon) => [lexicon.fingerprint, lexicon]),
  );
  const changedHere = changedHereWords(station.hall);
  const holdsList = station.hall === null || holdsHallList(station.hall.list, props.designated);
  const healthy =
    holdsList &&
    station.chain !== 'broken' &&
    station.problem === null &&
    station.faults === 0 &&
    !stoppedJudging(station) &&
    refused.size === 0;
  return (
    <li
      className={`hall__station hall__station--${state.className}${healthy ? '' : ' hall__station--unwell'}`}
    >
      <h3>{station.name}</h3>
      {station.callsItself === null ? null : (
        <p className="hall__calls-itself">calls itself “{station.callsItself}”</p>
      )}
      <p className="hall__station-state">
        <span aria-hidden="true">{state.icon}</span> {state.label}
      </p>
      <dl>
        <dt>Version</dt>
        <dd>{station.appVersion ?? '—'}</dd>
        <dt>Lexicons</dt>
        <dd>
          {station.lexicons.length === 0
            ? '—'
            : station.lexicons.map((lexicon) => (
                <span key={lexicon.fingerprint} className="hall__lexicon">
                  {lexicon.name} ({lexicon.alphabet}, <code>{lexicon.fingerprint.slice(0, 8)}</code>)
                  {props.designated === null
                    ? null
                    : lexicon.fingerprint === props.designated.fingerprint
                      ? ' ✓'
                      : ' ✗ not the hall’s'}
                  {refused.has(lexicon.fingerprint)
                    ? ` ✖ refused: ${refused.get(lexicon.fingerprint)?.reason ?? ''}`
                    : null}
                </span>
              ))}
        </dd>
        <dt>Hall’s list</dt>
        <dd className="hall__hall-list">{hallListWords(station.hall, props.designated)}</dd>
        {changedHere === null ? null : (
          <>
            <dt>Changed here</dt>
            <dd>{changedHere} (the station’s own stands until the hall sets it again)</dd>
          </>
        )}
        <dt>Last judged</dt>
        <dd>
          {station.lastJudged === null
            ? '—'
            : `round ${station.lastJudged.round ?? '—'}, table ${station.lastJudged.table ?? '—'} at ${clock(station.lastJudged.time)}`}
        </dd>
        <dt>Entries</dt>
        <dd>{station.entries}</dd>
        <dt>Behind</dt>
        <dd>{behindText(station)}</dd>
        <dt>Health</dt>
        <dd>
          {healthy ? '✓ ' : '⚠ '}
          chain {station.chain}
          {station.faults === 0 ? '' : `; ${station.faults} refused`}
          {refused.size === 0 ? '' : `; ${refused.size} lexicon${refused.size === 1 ? '' : 's'} refused`}
        </dd>
        <dt>Log check</dt>
        <dd>{logCheckWords(station)}</dd>
        <dt>Recording</dt>
        <dd>{recordingWords(station)}</dd>
      </dl>
    </li>
  );
}
