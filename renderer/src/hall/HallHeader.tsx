import { useEffect } from 'react';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import type { HallSnapshot } from '../../../electron/common/hall-view-shapes.ts';
import { useHallText } from './i18n/hall-text.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LexiconChoice } from './LexiconChoice.tsx';

/** The bar across the top: the hall's name, its lexicon, the view's language, and whether the hub answers. */
export function HallHeader(props: {
  readonly snapshot: HallSnapshot | null;
  /** Why the hub does not answer (its words), or null while it does. */
  readonly lost: string | null;
  readonly language: KioskLanguage;
  readonly onLanguage: (language: KioskLanguage) => void;
  readonly onDesignate: (fingerprint: string, initials: string) => void;
}) {
  const { t } = useHallText();
  const { snapshot } = props;
  const title = snapshot?.hallName ?? t('view.title');
  // The window's title too, so the director finds the view among the desk's windows in their language.
  useEffect(() => {
    document.title = `${title} — ${t('view.title')}`;
  }, [title, t]);
  return (
    <header className="hall__bar">
      <span className="hall__badge">{t('view.badge')}</span>
      <h1>{title}</h1>
      {snapshot === null ? null : (
        <LexiconChoice
          lexicons={snapshot.lexicons}
          designated={snapshot.designated}
          designations={snapshot.designations}
          onDesignate={props.onDesignate}
        />
      )}
      <LanguageSelect language={props.language} onChoose={props.onLanguage} />
      <span className="hall__hub" role="status">
        {props.lost === null
          ? snapshot === null
            ? t('view.connecting')
            : t('view.hub', { version: snapshot.hubVersion, seconds: snapshot.silenceSeconds })
          : t('view.lost', { reason: props.lost })}
      </span>
    </header>
  );
}
