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
import { isValidEmailAddress } from '../session/email-address';

/** doc 2 §5: the e-mail message of the contact form. */
export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address';

export const CONTENT_REQUIRED_MESSAGE = 'Please describe your request.';
export const CONTENT_TOO_LONG_MESSAGE = `Please keep your request under ${HELP_DESK_CONTENT_MAX_LENGTH} characters.`;
export const SCREENSHOT_TOO_LARGE_MESSAGE = 'The screenshot must be 5MB or smaller.';
export const SCREENSHOT_NOT_IMAGE_MESSAGE =
  'The screenshot must be a PNG, JPEG, GIF or WebP image.';

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
  email: v.pipe(v.string(), v.trim(), v.check(isValidEmailAddress, CONTACT_EMAIL_MESSAGE)),
  contentBody: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CONTENT_REQUIRED_MESSAGE),
    v.maxLength(HELP_DESK_CONTENT_MAX_LENGTH, CONTENT_TOO_LONG_MESSAGE),
  ),
  screenshot: v.nullable(
    v.pipe(
      v.custom<ScreenshotFacts>(isScreenshot, SCREENSHOT_NOT_IMAGE_MESSAGE),
      v.check(
        (file) => (HELP_DESK_SCREENSHOT_TYPES as readonly string[]).includes(file.type),
        SCREENSHOT_NOT_IMAGE_MESSAGE,
      ),
      v.check((file) => file.size <= HELP_DESK_SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE_MESSAGE),
    ),
  ),
});
export type ContactRequestInput = v.InferInput<typeof contactRequestSchema>;

/** The fields of the contact form the merchant fills in. */
export type ContactField = keyof ContactRequestInput;

/** Each field's message of `draft` by the form's schema; empty when it may be sent. */
export function contactRequestMessages(
  draft: ContactRequestInput,
): Partial<Record<ContactField, string>> {
  const result = v.safeParse(contactRequestSchema, draft);
  if (result.success) return {};
  const messages: Partial<Record<ContactField, string>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as ContactField | undefined;
    if (field && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

/**
 * The field a refusal of the help-desk call names by its message (the server answers the form's
 * own e-mail and screenshot messages, server/help/help-desk-routes.ts).
 */
export function contactFieldOfRefusal(message: string | undefined): ContactField | undefined {
  if (message === CONTACT_EMAIL_MESSAGE) return 'email';
  if (message === SCREENSHOT_TOO_LARGE_MESSAGE || message === SCREENSHOT_NOT_IMAGE_MESSAGE) {
    return 'screenshot';
  }
  return undefined;
}
