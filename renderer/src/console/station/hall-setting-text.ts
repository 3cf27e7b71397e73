// A hall's setting as the Station page words it, in the console's language; kept apart from the
// component so a test reads it in Node.
import type { IntlShape } from 'react-intl';
import {
  hallSettingRow,
  type HallSettingKind,
  type HallSettingKinds,
  type HallSettingName,
} from '../../../../electron/common/hall-settings.ts';
import type { HallSettingValue, HallSettingView } from '../../../../electron/ipc/contract.ts';
import { languageName } from '../../i18n/language-name.ts';
import {
  consoleMessage,
  formatConsoleMessage,
  type ConsoleMessage,
  type ConsoleMessageId,
} from '../i18n/console-messages.ts';
import { ruleName } from '../i18n/rule-name.ts';

/**
 * What the Station page says beside a setting the hall set: "Set by the hall (JB)", or
 * "Changed here" when a director at the station changed it since; the director may still change it,
 * and it stands until the hall sets that setting again.
 */
export function hallSettingText(intl: IntlShape, setting: HallSettingView): ConsoleMessage {
  // "none" picks the form without the part: ICU has no test for an empty value.
  const by = setting.by ?? 'none';
  if (!setting.changedHere) return consoleMessage('hallSetting.set', { by });
  const value = setting.hallValue === null ? 'none' : hallValueText(intl, setting.hallValue);
  return consoleMessage('hallSetting.changed', { value, by });
}

/** Each kind of value in the console's language; `name` is the setting's. */
const VALUE_WORDS: {
  readonly [K in HallSettingKind]: (
    intl: IntlShape,
    value: HallSettingKinds[K],
    name: HallSettingName,
  ) => string;
} = {
  round: (intl, round) =>
    round === null ? formatConsoleMessage(intl, { id: 'station.noRound' }) : intl.formatNumber(round),
  language: (intl, language) => languageName(intl, language),
  onOff: (intl, on) => formatConsoleMessage(intl, { id: on ? 'setting.on' : 'setting.off' }),
  rule: (intl, rule) => ruleName(intl, rule),
  choice: (intl, choice, name) => {
    const row = hallSettingRow(name);
    const id = row.kind === 'choice' ? row.console.choices[choice] : undefined;
    return id === undefined ? choice : formatConsoleMessage(intl, { id: id as ConsoleMessageId });
  },
};

/** What the hall set, in the console's language: "cap", "polonès (polski)", "5 punts per paraula", "no". */
export function hallValueText(intl: IntlShape, value: HallSettingValue): string {
  const [name, shown] = Object.entries(value)[0] as [HallSettingName, unknown];
  const words = VALUE_WORDS[hallSettingRow(name).kind] as (
    intl: IntlShape,
    value: unknown,
    name: HallSettingName,
  ) => string;
  return words(intl, shown, name);
}
