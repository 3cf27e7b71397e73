import { useCallback, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { HallFeedItem } from '../../../electron/common/hall-view-shapes.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { ChallengeFeed } from './ChallengeFeed.tsx';
import { EntryDetail } from './EntryDetail.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { HallHeader } from './HallHeader.tsx';
import { HallSettingsPanel } from './HallSettingsPanel.tsx';
import { useHallLanguage } from './i18n/hall-language.ts';
import { HALL_MESSAGES } from './i18n/hall-messages.ts';
import { PlayersPanel } from './PlayersPanel.tsx';
import { PrintSheet, type PrintRequest } from './PrintSheet.tsx';
import { StationCards } from './StationCards.tsx';
import { opinionsOn, useHall } from './use-hall.ts';

/**
 * The director's hall view: alerts first (they stay in place until acknowledged, so nothing
 * important scrolls away), the station cards, the challenges feed, and the export at the end; in
 * the hall's language unless the director chose another, and a sheet to print when asked.
 */
export function HallView(props: { readonly api: HallViewApi }) {
  const hall = useHall(props.api);
  const [open, setOpen] = useState<HallFeedItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [printing, setPrinting] = useState<PrintRequest | null>(null);
  const snapshot = hall.snapshot;
  const [language, chooseLanguage] = useHallLanguage(snapshot?.settings.language?.value);
  const { refresh } = hall;
  // The sheet leaves the page once the dialog closes: a long report is not kept in it.
  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const designate = useCallback(
    (fingerprint: string, initials: string) => {
      setProblem(null);
      props.api
        .designate({ fingerprint, initials })
        .then(refresh, (error: unknown) => setProblem((error as Error).message));
    },
    [props, refresh],
  );
  const setHall = useCallback(
    (change: Parameters<HallViewApi['setHall']>[0]) => {
      setProblem(null);
      props.api.setHall(change).then(refresh, (error: unknown) => setProblem((error as Error).message));
    },
    [props, refresh],
  );
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={HALL_MESSAGES[language]}>
      <div className="hall">
        <HallHeader
          snapshot={snapshot}
          lost={hall.lost}
          language={language}
          onLanguage={chooseLanguage}
          onDesignate={designate}
        />
        {problem === null ? null : (
          // The hub's own words: its refusals are in English.
          <p role="alert" className="hall__problem">
            {problem}
          </p>
        )}
        {snapshot === null ? null : (
          <main className="hall__body">
            <AlertsPanel alerts={snapshot.alerts} api={props.api} onChange={refresh} />
            <StationCards stations={snapshot.stations} designated={snapshot.designated} />
            <div className="hall__columns">
              <ChallengeFeed
                items={hall.items}
                opinions={hall.opinions}
                stations={snapshot.stations.map((station) => station.name)}
                designated={snapshot.designated}
                onOpen={setOpen}
                onPrintRound={(round) => setPrinting({ kind: 'round', round })}
              />
              {open === null ? null : (
                // Keyed by the entry: another entry opened is a new detail, its failed word hidden
                // again and nothing of the last one's answer shown under its heading.
                <EntryDetail
                  key={`${open.token}:${open.seq}`}
                  item={open}
                  opinions={opinionsOn(hall.opinions, open)}
                  api={props.api}
                  onClose={() => setOpen(null)}
                />
              )}
            </div>
            <PlayersPanel api={props.api} changed={`${hall.version}:${secondOpinions(hall.opinions)}`} />
            <HallSettingsPanel
              settings={snapshot.settings}
              onSet={(change, initials) =>
                setHall({ ...change, initials } as Parameters<HallViewApi['setHall']>[0])
              }
            />
            <ExportPanel api={props.api} onPrint={(exported) => setPrinting({ kind: 'report', exported })} />
          </main>
        )}
        {snapshot === null || printing === null ? null : (
          <PrintSheet
            request={printing}
            hallName={snapshot.hallName}
            designated={snapshot.designated}
            items={hall.items}
            opinions={hall.opinions}
            api={props.api}
          />
        )}
      </div>
    </IntlProvider>
  );
}

// Every second opinion the hub holds: a new ruling changes a player's line, though the feed is the same.
function secondOpinions(opinions: Readonly<Record<string, number>>): number {
  return Object.values(opinions).reduce((total, count) => total + count, 0);
}
