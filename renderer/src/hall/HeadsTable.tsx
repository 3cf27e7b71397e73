import type { HallExportResult } from '../../../electron/common/hall-view-shapes.ts';
import { useHallText } from './i18n/hall-text.ts';

/** Each station's head and the merged file's, as an export wrote them: what a director notes on paper. */
export function HeadsTable(props: { readonly result: HallExportResult; readonly testId?: string }) {
  const { t } = useHallText();
  const { result } = props;
  return (
    <table>
      <caption>{t('export.heads')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('export.station')}</th>
          <th scope="col">{t('export.entries')}</th>
          <th scope="col">{t('export.head')}</th>
        </tr>
      </thead>
      <tbody>
        {result.stations.map((station) => (
          <tr key={station.name}>
            <th scope="row">{station.name}</th>
            <td>{station.entries}</td>
            <td>
              <code>{station.head ?? '—'}</code>
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('export.merged')}</th>
          <td>{result.entries}</td>
          <td>
            <code data-testid={props.testId}>{result.mergedHead}</code>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
