// A hall's setting as the Station page words it, in the console's language; kept apart from the
// component so a test reads it in Node.
import type { IntlShape } from 'react-intl';
import type { HallSettingValue, HallSettingView } from '../../../../electron/ipc/contract.ts';
import { languageName } from '../../i18n/language-name.ts';
import { consoleMessage, formatConsoleMessage, type ConsoleMessage } from '../i18n/console-messages.ts';
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

/** What the hall set, in the console's language: "cap", "polonès (polski)", "5 punts per paraula", "no". */
export function hallValueText(intl: IntlShape, value: HallSettingValue): string {
  const say = (id: 'station.noRound' | 'setting.on' | 'setting.off') => formatConsoleMessage(intl, { id });
  if ('round' in value) return value.round === null ? say('station.noRound') : intl.formatNumber(value.round);
  if ('language' in value) return languageName(intl, value.language);
  if ('tableEntry' in value) return say(value.tableEntry ? 'setting.on' : 'setting.off');
  return ruleName(intl, value.rule);
}
