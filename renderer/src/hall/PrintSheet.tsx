import { useEffect, useMemo, useRef } from 'react';
import { wordSpelling } from '../../../electron/common/alphabets/word-spelling.ts';
import type {
  HallExportResult,
  HallFeedItem,
  HallLexicon,
} from '../../../electron/common/hall-view-shapes.ts';
import { HeadsTable } from './HeadsTable.tsx';
import { useHallText } from './i18n/hall-text.ts';
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
 * designated list named at the top, then every challenge of the request, oldest first. Rendered
 * only while a print is asked for, so a hall of 100,000 entries does not carry the table otherwise;
 * once it is in the page, the browser's print dialog is opened on it.
 */
export function PrintSheet(props: {
  readonly request: PrintRequest;
  readonly hallName: string;
  readonly designated: HallLexicon | null;
  readonly items: readonly HallFeedItem[];
}) {
  const text = useHallText();
  const { t, intl, moment } = text;
  const { request, items } = props;
  const rows = useMemo(
    () =>
      (request.kind === 'round' ? items.filter((item) => item.round === request.round) : [...items]).sort(
        (a, b) => a.time.localeCompare(b.time) || a.station.localeCompare(b.station) || a.seq - b.seq,
      ),
    [request, items],
  );
  // Once per request, after the commit: the dialog prints what is on the page now, this sheet
  // included. React's strict mode runs an effect twice on mount; the director asked for one print.
  const printed = useRef<PrintRequest | null>(null);
  useEffect(() => {
    if (printed.current === request) return;
    printed.current = request;
    window.print();
  }, [request]);
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
            <tr key={`${item.token}:${item.seq}`}>
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
          ))}
        </tbody>
      </table>
      {request.kind === 'report' && request.exported !== null ? (
        <HeadsTable result={request.exported} />
      ) : null}
    </section>
  );
}
