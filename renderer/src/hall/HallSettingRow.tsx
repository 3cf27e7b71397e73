import type { ReactNode } from 'react';
import { useHallText, type HallText } from './i18n/hall-text.ts';

/** A setting as it stands: its value, and who set it when; "not set by the hall" before. */
export function standing(
  { t, moment }: HallText,
  set: { readonly by: string; readonly at: string } | undefined,
  value: string,
): string {
  return set === undefined
    ? t('settings.notSet')
    : t('settings.standing', { value, initials: set.by, time: moment(set.at) });
}

/** One setting: what stands, the field to change it, and its own Set button. */
export function HallSettingRow(props: {
  readonly label: string;
  readonly now: string;
  readonly disabled: boolean;
  readonly onSet: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useHallText();
  return (
    <form
      className="hall__setting"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.disabled) props.onSet();
      }}
    >
      <span className="hall__setting-name">{props.label}</span>
      <span className="hall__setting-now" role="status">
        {props.now}
      </span>
      {props.children}
      <button type="submit" disabled={props.disabled}>
        {t('settings.set')}
      </button>
    </form>
  );
}
