import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import { APP_VERSION } from '../core/app-version.ts';
import type { Station } from '../core/station/station.ts';
import type { LexiconView, StationOverview } from '../ipc/contract.ts';

/** Which lexicons are offered and pinned, read once for a whole list. */
interface Listing {
  readonly offered: ReadonlySet<string>;
  readonly pins: Readonly<Record<string, string>>;
}

/** The director's page as the station stands now: what the station page and every lexicon change answer. */
export function stationOverview(station: Station): StationOverview {
  const listing = listingOf(station);
  const head = station.log.head();
  return {
    stationName: station.profile.name(),
    stationId: station.stationId,
    appVersion: APP_VERSION,
    config: station.profile.config(),
    lexicons: station.lexicons.list().map((lexicon) => lexiconView(station, lexicon, listing)),
    pins: Object.entries(listing.pins).map(([name, fingerprint]) => ({ name, fingerprint })),
    head: head === null ? null : { seq: head.seq, hash: head.hash },
  };
}

/** A lexicon's row of the director's list. */
export function lexiconView(
  station: Station,
  lexicon: LexiconInfo,
  { offered, pins }: Listing = listingOf(station),
): LexiconView {
  return {
    ...lexicon,
    shortFingerprint: shortFingerprint(lexicon.fingerprint),
    offered: offered.has(lexicon.fingerprint),
    pinned: pins[lexicon.name.toUpperCase()] === lexicon.fingerprint,
    countsByLength: countsByLength(station, lexicon),
  };
}

function listingOf(station: Station): Listing {
  return {
    offered: new Set(station.lexicons.offered().map((lexicon) => lexicon.fingerprint)),
    pins: station.lexicons.pinned(),
  };
}

// A lexicon whose file is damaged still gets its row (so it can be re-imported or removed).
function countsByLength(station: Station, lexicon: LexiconInfo): LexiconView['countsByLength'] {
  try {
    return station.lexicons.countsByLength(lexicon);
  } catch {
    return null;
  }
}
