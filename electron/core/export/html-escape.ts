import type { ReportMessageId } from './report-messages/index.ts';
import type { MessageValues, ReportText } from './report-text.ts';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * One report message as HTML: the values (what the log or the files say) are escaped, the message's
 * own text is not — it is ours, and holds no markup (report-messages.test.ts checks), so a word like
 * "station's" prints as written.
 */
export function htmlMessage(text: ReportText, id: ReportMessageId, values: MessageValues = {}): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  return text.say(id, escaped);
}
