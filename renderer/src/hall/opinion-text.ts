import type { HallOpinion } from '../../../electron/common/hall-view-shapes.ts';
import type { HallText } from './i18n/hall-text.ts';

/** A ruling or a check on an entry in the view's words; an unknown kind or ruling as recorded. */
export function opinionText(text: HallText, opinion: HallOpinion): string {
  const { t, clock } = text;
  const kind =
    opinion.kind === 'ruling'
      ? t('opinion.ruling')
      : opinion.kind === 'check'
        ? t('opinion.check')
        : opinion.kind;
  const ruling =
    opinion.ruling === 'upheld'
      ? t('opinion.upheld')
      : opinion.ruling === 'overturned'
        ? t('opinion.overturned')
        : opinion.ruling;
  return [
    t('entry.opinion', { seq: opinion.seq, kind }),
    ...(ruling === null ? [] : [ruling]),
    ...(opinion.judge === null ? [] : [t('entry.opinionBy', { judge: opinion.judge })]),
    t('entry.opinionAt', { time: clock(opinion.time) }),
  ].join(' ');
}
