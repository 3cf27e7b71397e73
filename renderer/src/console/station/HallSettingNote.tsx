import type { HallLinkView, HallSettingView } from '../../../../electron/ipc/contract.ts';
import { consoleMessage, type ConsoleMessage } from '../i18n/console-messages.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** The hall's setting `name`, when the station joined a hall and applied it; else undefined. */
export function hallSetting(
  link: HallLinkView | null | undefined,
  name: HallSettingView['name'],
): HallSettingView | undefined {
  return link?.settings.find((setting) => setting.name === name);
}

/**
 * What the Station page says beside a setting the hall set: "Set by the hall (JB)", or
 * "Changed here" when a director at the station changed it since; the director may still change it,
 * and it stands until the hall sets that setting again.
 */
export function hallSettingText(setting: HallSettingView): ConsoleMessage {
  // "none" picks the form without the part: ICU has no test for an empty value.
  const by = setting.by ?? 'none';
  if (!setting.changedHere) return consoleMessage('hallSetting.set', { by });
  return consoleMessage('hallSetting.changed', { value: setting.hallValue ?? 'none', by });
}

/** {@link hallSettingText} as a line under a control; `id` lets the control point to it. */
export function HallSettingNote({ id, setting }: { readonly id: string; readonly setting: HallSettingView }) {
  const { message } = useConsoleText();
  return (
    <p
      id={id}
      className={`field__hint hall-setting${setting.changedHere ? ' hall-setting--changed' : ''}`}
      data-testid={`hall-setting-${setting.name}`}
    >
      {message(hallSettingText(setting))}
    </p>
  );
}
