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
import { isValidEmailAddress } from '../routing/email-address';

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
