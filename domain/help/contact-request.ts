/**
 * The Contact Us form (doc 1 §2 "Contact Us modal (Merchant Support)"): e-mail, request text and
 * an optional screenshot; the same limits as the help-desk call (domain/api/status-api).
 */
import * as v from 'valibot';
import {
  HELP_DESK_CONTENT_MAX_LENGTH,
  HELP_DESK_SCREENSHOT_MAX_BYTES,
  HELP_DESK_SCREENSHOT_TYPES,
} from '../api/status-api';
import { msg, type Message } from '../i18n/message';
import { isValidEmailAddress } from '../session/email-address';

/** doc 2 §5: the e-mail message of the contact form. */
export const CONTACT_EMAIL_MESSAGE = msg('help.contact.emailInvalid');

export const CONTENT_REQUIRED_MESSAGE = msg('help.contact.requestRequired');
// The limit is written as digits, as it always was ("5000"), not grouped as an amount.
export const CONTENT_TOO_LONG_MESSAGE = msg('help.contact.requestTooLong', {
  max: String(HELP_DESK_CONTENT_MAX_LENGTH),
});
export const SCREENSHOT_TOO_LARGE_MESSAGE = msg('help.contact.screenshotTooLarge');
export const SCREENSHOT_NOT_IMAGE_MESSAGE = msg('help.contact.screenshotNotImage');

/** The form's messages; the schema's issues name them by id, as a valibot message is text. */
const FORM_MESSAGES: readonly Message[] = [
  CONTACT_EMAIL_MESSAGE,
  CONTENT_REQUIRED_MESSAGE,
  CONTENT_TOO_LONG_MESSAGE,
  SCREENSHOT_TOO_LARGE_MESSAGE,
  SCREENSHOT_NOT_IMAGE_MESSAGE,
];
const messageNamed = (id: string): Message | undefined =>
  FORM_MESSAGES.find((message) => message.id === id);

/** What the form checks of an attached file (a browser File has both). */
export interface ScreenshotFacts {
  size: number;
  type: string;
}

const isScreenshot = (value: unknown): value is ScreenshotFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ScreenshotFacts).size === 'number' &&
  typeof (value as ScreenshotFacts).type === 'string';

/** The form's schema; the screenshot passes through unchanged (a File stays a File). */
export const contactRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.check(isValidEmailAddress, CONTACT_EMAIL_MESSAGE.id)),
  contentBody: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CONTENT_REQUIRED_MESSAGE.id),
    v.maxLength(HELP_DESK_CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE.id),
  ),
  screenshot: v.nullable(
    v.pipe(
      v.custom<ScreenshotFacts>(isScreenshot, SCREENSHOT_NOT_IMAGE_MESSAGE.id),
      v.check(
        (file) => (HELP_DESK_SCREENSHOT_TYPES as readonly string[]).includes(file.type),
        SCREENSHOT_NOT_IMAGE_MESSAGE.id,
      ),
      v.check(
        (file) => file.size <= HELP_DESK_SCREENSHOT_MAX_BYTES,
        SCREENSHOT_TOO_LARGE_MESSAGE.id,
      ),
    ),
  ),
});
export type ContactRequestInput = v.InferInput<typeof contactRequestSchema>;

/** The fields of the contact form the merchant fills in. */
export type ContactField = keyof ContactRequestInput;

const FALLBACK: Record<ContactField, Message> = {
  email: CONTACT_EMAIL_MESSAGE,
  contentBody: CONTENT_REQUIRED_MESSAGE,
  screenshot: SCREENSHOT_NOT_IMAGE_MESSAGE,
};

/** Each field's message of `draft` by the form's schema; empty when it may be sent. */
export function contactRequestMessages(
  draft: ContactRequestInput,
): Partial<Record<ContactField, Message>> {
  const result = v.safeParse(contactRequestSchema, draft);
  if (result.success) return {};
  const messages: Partial<Record<ContactField, Message>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as ContactField | undefined;
    // valibot's own type check (a value that is not text at all) reads as the field's message.
    if (field && !messages[field]) messages[field] = messageNamed(issue.message) ?? FALLBACK[field];
  }
  return messages;
}

/** The fields a refusal of the help-desk call may name (server/help/help-desk-routes.ts). */
export const REFUSED_FIELDS = ['email', 'screenshot'] as const satisfies readonly ContactField[];

/**
 * The field a refusal of the help-desk call names: its `field`, beside the form's own e-mail or
 * screenshot message said in the merchant's language.
 */
export function contactFieldOfRefusal(field: unknown): ContactField | undefined {
  return REFUSED_FIELDS.find((known) => known === field);
}
