// The kinds of fault the hub raises that the hall view names by their own alert: the hub's ingest
// writes them and the view reads them back, so both take the words from here.

/** The fault kind of an adjudication judged on a list that is not the hall's. */
export const OTHER_LIST_FAULT = 'other-list';

/** The fault kind of a verdict the hub's own copy of the list would not give. */
export const VERDICT_DIFFERS_FAULT = 'verdict-differs';

/** The fault kind of an event in the hall's name that the hub never carried. */
export const SETTING_NOT_CARRIED_FAULT = 'setting-not-carried';

/** The fault kind of two stations recording the same table in the same round at once. */
export const SAME_TABLE_FAULT = 'same-table';

/** The kind of the hall's alert while TSH's pairings file cannot be read (the last good ones carried). */
export const PAIRINGS_FAULT = 'pairings';
