/**
 * Saying a text with any ICU formatter: nested messages among the values are said first, so a
 * rule can build a message out of messages (a reason inside a sentence).
 */
import { isMessage, type Message, type MessageValue, type Text } from './message';

/** Formats one message whose values are already plain. */
export type FormatMessage = (
  id: string,
  values: Readonly<Record<string, string | number | Date>> | undefined,
) => string;

export function sayWith(format: FormatMessage, text: Text | null | undefined): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  return format(text.id, plainValues(format, text));
}

function plainValues(
  format: FormatMessage,
  message: Message,
): Record<string, string | number | Date> | undefined {
  if (!message.values) return undefined;
  const plain: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(message.values) as [string, MessageValue][]) {
    plain[name] = isMessage(value) ? sayWith(format, value) : value;
  }
  return plain;
}
