import { useState, type ReactNode } from 'react';
import {
  HALL_SETTING_NAMES,
  HALL_SETTINGS,
  type HallSettingKind,
  type HallSettingName,
  type HallSettingsView,
} from '../../../electron/common/hall-settings.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { HALL_SETTING_EDITORS, type HallSettingEditorProps } from './hall-setting-editors.tsx';
import { useHallText } from './i18n/hall-text.ts';

/** One setting's change as the hub takes it (`hall:set`), without the initials. */
type SettingChange = Omit<Parameters<HallViewApi['setHall']>[0], 'initials'>;

/** The editor of setting `name`'s kind, for any setting: the table pairs each name with its kind. */
function editorOf(name: HallSettingName): (props: HallSettingEditorProps<HallSettingKind>) => ReactNode {
  return HALL_SETTING_EDITORS[HALL_SETTINGS[name].kind] as (
    props: HallSettingEditorProps<HallSettingKind>,
  ) => ReactNode;
}

/**
 * The hall's settings, set once at the hub as `hall set` does, one row each in the table's order
 * (electron/common/hall-settings.ts): the round, the kiosk's language, the challenge rule and table
 * entry. Each is set by its own button with the director's initials; every station applies it at
 * its ready screen and logs it as set by the hall.
 */
export function HallSettingsPanel(props: {
  readonly settings: HallSettingsView;
  readonly onSet: (change: SettingChange, initials: string) => void;
}) {
  const { t } = useHallText();
  const [initials, setInitials] = useState('');
  const ready = initials.trim() !== '';
  return (
    <section aria-labelledby="hall-settings-title" className="hall__settings">
      <h2 id="hall-settings-title">{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      <label>
        {t('settings.initials')}{' '}
        <input
          value={initials}
          maxLength={8}
          size={4}
          onChange={(event) => setInitials(event.target.value)}
        />
      </label>
      {HALL_SETTING_NAMES.map((name) => {
        const Editor = editorOf(name);
        const set = props.settings[name];
        return (
          <Editor
            key={name}
            name={name}
            set={set}
            initial={set === undefined ? HALL_SETTINGS[name].default : set.value}
            ready={ready}
            onSet={(value) => {
              // The editor of the setting's own kind gave the value: it is this setting's.
              if (ready) props.onSet({ setting: name, value } as SettingChange, initials.trim());
            }}
          />
        );
      })}
    </section>
  );
}
