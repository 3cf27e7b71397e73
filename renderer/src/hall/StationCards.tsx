import type { HallLexicon, HallStationCard } from '../../../electron/common/hall-view-shapes.ts';
import { holdsHallList } from '../../../electron/common/hall-list-words.ts';
import { stoppedJudging } from '../../../electron/common/station-health-words.ts';
import { reachText } from './alert-text.ts';
import { alphabetName } from './i18n/alphabet-names.ts';
import { useHallText } from './i18n/hall-text.ts';
import {
  behindText,
  changedHereText,
  clockText,
  hallListText,
  logCheckText,
  presenceText,
  recordingText,
  stationCountText,
} from './station-card-words.ts';

/** One card per invited station, in the order they were invited. */
export function StationCards(props: {
  readonly stations: readonly HallStationCard[];
  readonly designated: HallLexicon | null;
}) {
  const text = useHallText();
  const { t } = text;
  return (
    <section aria-labelledby="stations-title">
      <h2 id="stations-title">
        {t('stations.title')} <span className="hall__count">{stationCountText(text, props.stations)}</span>
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
  const text = useHallText();
  const { t, clock, language } = text;
  const { station } = props;
  const state = presenceText(text, station);
  const refused = new Map(
    (station.health?.lexiconsRefused ?? []).map((lexicon) => [lexicon.fingerprint, lexicon]),
  );
  const changedHere = changedHereText(text, station.hall);
  const clockOff = clockText(text, station);
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
        <p className="hall__calls-itself">{t('station.callsItself', { name: station.callsItself })}</p>
      )}
      <p className="hall__station-state">
        <span aria-hidden="true">{state.icon}</span> {state.label}
      </p>
      {station.reach === undefined || station.reach === null ? null : (
        <p className="hall__station-reach" role="status">
          {reachText(text, station.reach)}
        </p>
      )}
      <dl>
        <dt>{t('station.version')}</dt>
        <dd>{station.appVersion ?? '—'}</dd>
        <dt>{t('station.lexicons')}</dt>
        <dd>
          {station.lexicons.length === 0
            ? '—'
            : station.lexicons.map((lexicon) => (
                <span key={lexicon.fingerprint} className="hall__lexicon">
                  {lexicon.name} ({alphabetName(language, lexicon.alphabet)},{' '}
                  <code>{lexicon.fingerprint.slice(0, 8)}</code>)
                  {props.designated === null
                    ? null
                    : lexicon.fingerprint === props.designated.fingerprint
                      ? ' ✓'
                      : ` ${t('feed.notHalls')}`}
                  {refused.has(lexicon.fingerprint)
                    ? ` ${t('station.lexiconRefused', { reason: refused.get(lexicon.fingerprint)?.reason ?? '' })}`
                    : null}
                </span>
              ))}
        </dd>
        <dt>{t('station.hallList')}</dt>
        <dd className="hall__hall-list">{hallListText(text, station.hall, props.designated)}</dd>
        {changedHere === null ? null : (
          <>
            <dt>{t('station.changedHere')}</dt>
            <dd>{t('station.changedHereText', { settings: changedHere })}</dd>
          </>
        )}
        <dt>{t('station.lastJudged')}</dt>
        <dd>
          {station.lastJudged === null
            ? '—'
            : t('station.lastJudgedText', {
                round: station.lastJudged.round ?? '—',
                table: station.lastJudged.table ?? '—',
                time: clock(station.lastJudged.time),
              })}
        </dd>
        <dt>{t('station.entries')}</dt>
        <dd>{station.entries}</dd>
        <dt>{t('station.behind')}</dt>
        <dd>{behindText(text, station)}</dd>
        {clockOff === null ? null : (
          <>
            <dt>{t('station.clock')}</dt>
            <dd className="hall__clock">{clockOff}</dd>
          </>
        )}
        <dt>{t('station.health')}</dt>
        <dd>
          {healthy ? '✓ ' : '⚠ '}
          {[
            t('health.chain', { state: station.chain }),
            ...(station.faults === 0 ? [] : [t('health.faults', { count: station.faults })]),
            ...(refused.size === 0 ? [] : [t('health.lexiconsRefused', { count: refused.size })]),
          ].join('; ')}
        </dd>
        <dt>{t('station.logCheck')}</dt>
        <dd>{logCheckText(text, station)}</dd>
        <dt>{t('station.recording')}</dt>
        <dd>{recordingText(text, station)}</dd>
      </dl>
    </li>
  );
}
