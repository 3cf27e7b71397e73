import { useCallback, useEffect, useState, type Dispatch } from 'react';
import type { ResponseByMethod, StationApi, StationOverview } from '../../../electron/ipc/contract.ts';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import type { SessionCall } from './console-api.ts';
import { DIRECTOR_PAGES, type ConsoleAction, type ConsoleStage } from './console-machine.ts';
import { useConsoleText } from './i18n/use-console-text.ts';
import { PAGE_TITLES } from './page-titles.ts';
import { ExportPage } from './export/ExportPage.tsx';
import { LexiconsPage } from './lexicons/LexiconsPage.tsx';
import { LogPage } from './log/LogPage.tsx';
import { QuitPage } from './quit/QuitPage.tsx';
import { ReviewPage } from './review/ReviewPage.tsx';
import { StationPage } from './station/StationPage.tsx';
import { failure, NoticeLine } from './ui/Notice.tsx';
import { useFormNotice } from './ui/use-form-notice.ts';

type Director = Extract<ConsoleStage, { name: 'director' }>;

/** The director's pages: a side menu of buttons (Tab and Enter reach every one) and the page chosen. */
export function DirectorConsole({
  api,
  call,
  stage,
  dispatch,
  onStationName,
  onLanguage,
}: {
  readonly api: StationApi;
  readonly call: SessionCall;
  readonly stage: Director;
  readonly dispatch: Dispatch<ConsoleAction>;
  readonly onStationName: (name: string) => void;
  /** The station's language, from each overview: the console speaks it. */
  readonly onLanguage: (language: KioskLanguage) => void;
}) {
  const { text } = useConsoleText();
  const [overview, setOverview] = useState<StationOverview | null>(null);
  const { notice, setNotice } = useFormNotice();

  const show = useCallback(
    (result: ResponseByMethod['overview']) => {
      if (result.ok) setOverview(result);
      else setNotice(failure(result.message));
    },
    [setNotice],
  );
  const reload = useCallback(() => call('overview', {}).then(show), [call, show]);
  useEffect(() => {
    void call('overview', {}).then(show);
  }, [call, show]);
  useEffect(() => {
    if (overview === null) return;
    onStationName(overview.stationName);
    onLanguage(overview.config.language);
  }, [overview, onStationName, onLanguage]);

  return (
    <div className="director" data-page={stage.page}>
      {/* The page titles are h2s under this one, which only a screen reader needs: the bar says it. */}
      <h1 className="visually-hidden">{text('director.title')}</h1>
      <nav className="director__menu" aria-label={text('director.menu')}>
        <ul>
          {DIRECTOR_PAGES.map((page) => (
            <li key={page}>
              <button
                type="button"
                aria-current={stage.page === page ? 'page' : undefined}
                onClick={() => dispatch({ type: 'page', page })}
              >
                {text(PAGE_TITLES[page])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="director__page">
        <NoticeLine notice={notice} />
        {overview !== null && (
          <Page
            api={api}
            call={call}
            stage={stage}
            overview={overview}
            onOverview={setOverview}
            reload={reload}
            onReview={(seq) => dispatch({ type: 'review', seq })}
          />
        )}
      </div>
    </div>
  );
}

function Page({
  api,
  call,
  stage,
  overview,
  onOverview,
  reload,
  onReview,
}: {
  readonly api: StationApi;
  readonly call: SessionCall;
  readonly stage: Director;
  readonly overview: StationOverview;
  readonly onOverview: (overview: StationOverview) => void;
  readonly reload: () => Promise<void>;
  readonly onReview: (seq: number) => void;
}) {
  switch (stage.page) {
    case 'station':
      return <StationPage call={call} overview={overview} onOverview={onOverview} />;
    case 'lexicons':
      return (
        <LexiconsPage api={api} call={call} overview={overview} onOverview={onOverview} reload={reload} />
      );
    case 'log':
      return <LogPage call={call} lexicons={overview.lexicons} onReview={onReview} />;
    case 'review':
      return (
        <ReviewPage key={stage.reviewSeq ?? 'latest'} call={call} overview={overview} seq={stage.reviewSeq} />
      );
    case 'export':
      return <ExportPage call={call} overview={overview} reload={reload} />;
    case 'quit':
      return <QuitPage call={call} />;
    default:
      return null;
  }
}
