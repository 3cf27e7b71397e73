// The hall's settings (`hall set`) as the hall view shows and changes them: one change per request,
// whatever the setting (electron/common/hall-settings.ts lists them), with who set it when.
import type { CarriedSettings } from '../../core/hall/wire/hall-buckets.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { HallSettingsView, HallViewRequest } from '../../ipc/hall-view-contract.ts';

/** The hall's settings as the page shows them: who set each made visible. */
export function shownSettings(settings: CarriedSettings): HallSettingsView {
  const shown: Record<string, unknown> = {};
  for (const [name, set] of Object.entries(settings))
    if (set !== undefined) shown[name] = { ...set, by: visibleText(set.by) };
  return shown;
}

/** The change `request` asks for, set by its initials at `at`, as the hub's store takes it. */
export function settingChange(request: HallViewRequest<'hall:set'>, at: Date): CarriedSettings {
  const set = { by: request.initials, at: at.toISOString() };
  return { [request.setting]: { ...set, value: request.value } };
}
