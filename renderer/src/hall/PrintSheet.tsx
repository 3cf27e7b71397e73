import { Fragment, useEffect, useMemo, useRef } from 'react';
import { wordSpelling } from '../../../electron/common/alphabets/word-spelling.ts';
import type {
  HallExportResult,
  HallFeedItem,
  HallLexicon,
} from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { HeadsTable } from './HeadsTable.tsx';
import { useHallText } from './i18n/hall-text.ts';
import { opinionText } from './opinion-text.ts';
import { useSheetOpinions } from './use-sheet-opinions.ts';
import { verdictText } from './verdict-text.ts';

// A sheet may be filed for years: it says the year it was printed.
const PRINTED: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** What the director asked to print: the merged report (with the last export's heads), or one round. */
export type PrintRequest =
  | { readonly kind: 'report'; readonly exported: HallExportResult | null }
  | { readonly kind: 'round'; readonly round: number | null };

/**
 * The sheet the print stylesheet shows alone (hall.css, `@media print`): the hall and its
 * designated list named at the top, then every challenge of the request, oldest first, each with
 * the rulings and checks on it beneath, as the entry's panel shows them. Rendered only while a
 * print is asked for, so a hall of 100,000 entries does not carry the table otherwise; once it is
 * in the page with its second opinions read, the browser's print dialog is opened on it.
 */
export function PrintSheet(props: {
  readonly request: PrintRequest;
  readonly hallName: string;
  readonly designated: HallLexicon | null;
  readonly items: readonly HallFeedItem[];
  /** The feed's count of second opinions by `token:seq`: those entries' opinions are read to print. */
  readonly opinions: Readonly<Record<string, number>>;
  readonly api: HallViewApi;
}) {
  const text = useHallText();
  const { t, intl, moment } = text;
  const { request, items } = props;
  const rows = useMemo(
    () =>
      (request.kind === 'round' ? items.filter((item) => item.round === request.round) : [...items]).sort(
        // On the hub's clock, as the feed and the hall's export order them (hub-time.ts).
        (a, b) => a.hubTime.localeCompare(b.hubTime) || a.station.localeCompare(b.station) || a.seq - b.seq,
      ),
    [request, items],
  );
  const opinions = useSheetOpinions(props.api, rows, props.opinions);
  // Once per request, after the commit with the opinions read: the dialog prints what is on the
  // page now, this sheet included. React's strict mode runs an effect twice on mount; the director
  // asked for one print.
  const printed = useRef<PrintRequest | null>(null);
  useEffect(() => {
    if (opinions === null || printed.current === request) return;
    printed.current = request;
    window.print();
  }, [request, opinions]);
  const title =
    request.kind === 'report'
      ? t('print.reportTitle', { hall: props.hallName })
      : request.round === null
        ? t('print.noRoundTitle', { hall: props.hallName })
        : t('print.roundTitle', { hall: props.hallName, round: request.round });
  return (
    <section className="hall__print" aria-labelledby="print-title" data-printing={request.kind}>
      <h1 id="print-title">{title}</h1>
      <p className="hall__print-list">
        {props.designated === null
          ? t('lexicon.none')
          : t('print.list', {
              name: props.designated.name,
              fingerprint: props.designated.fingerprint.slice(0, 8),
            })}
      </p>
      <p>
        {t('print.printed', { time: intl.formatDate(new Date(), PRINTED) })} ·{' '}
        {t('print.count', { count: rows.length })}
      </p>
      {opinions === null || opinions.problem === null ? null : (
        // The hub's own words on why it did not answer.
        <p className="hall__print-problem">{t('print.opinionsMissing', { reason: opinions.problem })}</p>
      )}
      <table className="hall__print-table">
        <thead>
          <tr>
            <th scope="col">{t('feed.time')}</th>
            <th scope="col">{t('feed.station')}</th>
            <th scope="col">{t('feed.round')}</th>
            <th scope="col">{t('feed.table')}</th>
            <th scope="col">{t('feed.words')}</th>
            <th scope="col">{t('feed.verdict')}</th>
            <th scope="col">{t('feed.lexicon')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <Fragment key={`${item.token}:${item.seq}`}>
              <tr>
                <td>{moment(item.time)}</td>
                <td>{item.station}</td>
                <td>{item.round ?? '—'}</td>
                <td>{item.table ?? '—'}</td>
                {/* Paper shows each word as spelled (COL·LEGI), never the log's brackets. */}
                <td className="hall__words">{item.words.map(wordSpelling).join(' ')}</td>
                <td>{verdictText(text, item.verdict)}</td>
                <td>
                  {item.lexicon.name} ({item.lexicon.fingerprint.slice(0, 8)})
                  {props.designated !== null && item.lexicon.fingerprint !== props.designated.fingerprint
                    ? ` ${t('feed.notHalls')}`
                    : ''}
                </td>
              </tr>
              {(opinions?.byEntry.get(`${item.token}:${item.seq}`) ?? []).map((opinion) => (
                <tr key={`${item.token}:${item.seq}:${opinion.seq}`} className="hall__print-opinion">
                  <td colSpan={7}>
                    ↳ {opinionText(text, opinion)}
                    {opinion.details === null ? '' : ` — ${opinion.details}`}
                  </td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
      {request.kind === 'report' && request.exported !== null ? (
        <HeadsTable result={request.exported} />
      ) : null}
    </section>
  );
}
