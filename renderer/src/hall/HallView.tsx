import { useCallback, useState } from 'react';
import type { HallFeedItem } from '../../../electron/common/hall-view-shapes.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { ChallengeFeed } from './ChallengeFeed.tsx';
import { EntryDetail } from './EntryDetail.tsx';
import { ExportPanel } from './ExportPanel.tsx';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { HallSettingsPanel } from './HallSettingsPanel.tsx';
import { LexiconChoice } from './LexiconChoice.tsx';
import { StationCards } from './StationCards.tsx';
import { opinionsOn, useHall } from './use-hall.ts';

/**
 * The director's hall view: alerts first (they stay in place until acknowledged, so nothing
 * important scrolls away), the station cards, the challenges feed, and the export at the end.
 */
export function HallView(props: { readonly api: HallViewApi }) {
  const hall = useHall(props.api);
  const [open, setOpen] = useState<HallFeedItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { refresh } = hall;
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
  const snapshot = hall.snapshot;
  return (
    <div className="hall">
      <header className="hall__bar">
        <span className="hall__badge">HALL</span>
        <h1>{snapshot?.hallName ?? 'Hall view'}</h1>
        {snapshot === null ? null : (
          <LexiconChoice
            lexicons={snapshot.lexicons}
            designated={snapshot.designated}
            designations={snapshot.designations}
            onDesignate={designate}
          />
        )}
        <span className="hall__hub" role="status">
          {hall.lost === null
            ? snapshot === null
              ? 'Connecting to the hub…'
              : `Hub ${snapshot.hubVersion} · silent after ${snapshot.silenceSeconds} s`
            : `⚠ The hub does not answer: ${hall.lost}`}
        </span>
      </header>
      {problem === null ? null : (
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
          <HallSettingsPanel
            settings={snapshot.settings}
            onSet={(change, initials) =>
              setHall({ ...change, initials } as Parameters<HallViewApi['setHall']>[0])
            }
          />
          <ExportPanel api={props.api} />
        </main>
      )}
    </div>
  );
}
