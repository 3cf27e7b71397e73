// `--language` of `log export` and `hall export`: the printable report's language, one of the
// kiosk's. A tag the kiosk does not speak is refused naming the ten, never quietly read as English.
import { InvalidArgumentError } from 'commander';
import { KIOSK_LANGUAGES, kioskLanguageFromTag, type KioskLanguage } from '../common/kiosk-languages.ts';

/** The option's help: what it takes, and what is used without it. */
export function reportLanguageHelp(otherwise: string): string {
  return `the printable report's language: one of ${KIOSK_LANGUAGES.join(', ')} (no for nb); otherwise ${otherwise}`;
}

/** Reads `--language`: a kiosk language's tag in any case (`no` is Norwegian Bokmål, nb). */
export function reportLanguage(value: string): KioskLanguage {
  const language = kioskLanguageFromTag(value);
  if (language === null) {
    throw new InvalidArgumentError(
      `${value} is not a kiosk language; expected one of ${KIOSK_LANGUAGES.join(', ')} (or no, for nb).`,
    );
  }
  return language;
}
