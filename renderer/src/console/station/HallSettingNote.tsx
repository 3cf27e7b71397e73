import type { HallLinkView, HallSettingView } from '../../../../electron/ipc/contract.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { hallSettingText } from './hall-setting-text.ts';

/** The hall's setting `name`, when the station joined a hall and applied it; else undefined. */
export function hallSetting(
  link: HallLinkView | null | undefined,
  name: HallSettingView['name'],
): HallSettingView | undefined {
  return link?.settings.find((setting) => setting.name === name);
}

/** {@link hallSettingText} as a line under a control; `id` lets the control point to it. */
export function HallSettingNote({ id, setting }: { readonly id: string; readonly setting: HallSettingView }) {
  const { intl, message } = useConsoleText();
  return (
    <p
      id={id}
      className={`field__hint hall-setting${setting.changedHere ? ' hall-setting--changed' : ''}`}
      data-testid={`hall-setting-${setting.name}`}
    >
      {message(hallSettingText(intl, setting))}
    </p>
  );
}
