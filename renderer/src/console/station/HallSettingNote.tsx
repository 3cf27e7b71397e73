import type { HallLinkView, HallSettingView } from '../../../../electron/ipc/contract.ts';

/** The hall's setting `name`, when the station joined a hall and applied it; else undefined. */
export function hallSetting(
  link: HallLinkView | null | undefined,
  name: HallSettingView['name'],
): HallSettingView | undefined {
  return link?.settings.find((setting) => setting.name === name);
}

/**
 * What the Station page says beside a setting the hall set (issue 27): "Set by the hall (JB)", or
 * "Changed here" when a director at the station changed it since; the director may still change it,
 * and it stands until the hall sets that setting again.
 */
export function hallSettingText(setting: HallSettingView): string {
  const by = setting.by === null ? '' : ` (${setting.by})`;
  if (!setting.changedHere) return `Set by the hall${by}.`;
  const hall = setting.hallValue === null ? '' : `: ${setting.hallValue}`;
  return `Changed here since the hall set it${hall}${by}. It stands until the hall sets it again.`;
}

/** {@link hallSettingText} as a line under a control; `id` lets the control point to it. */
export function HallSettingNote({ id, setting }: { readonly id: string; readonly setting: HallSettingView }) {
  return (
    <p
      id={id}
      className={`field__hint hall-setting${setting.changedHere ? ' hall-setting--changed' : ''}`}
      data-testid={`hall-setting-${setting.name}`}
    >
      {hallSettingText(setting)}
    </p>
  );
}
