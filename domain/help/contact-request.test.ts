import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_MESSAGE,
  CONTENT_REQUIRED_MESSAGE,
  CONTENT_TOO_LONG_MESSAGE,
  contactFieldOfRefusal,
  contactRequestMessages,
  contactRequestSchema,
  SCREENSHOT_NOT_IMAGE_MESSAGE,
  SCREENSHOT_TOO_LARGE_MESSAGE,
} from './contact-request';

const valid = {
  email: 'ada@shop.example',
  contentBody: 'The terminal declined my card.',
  screenshot: null,
};
const messages = (input: unknown) =>
  v.safeParse(contactRequestSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('the Contact Us form', () => {
  it('accepts an e-mail and a request, with or without a screenshot', () => {
    expect(messages(valid)).toEqual([]);
    const file = { size: 1024, type: 'image/png', name: 'screen.png' };
    const parsed = v.parse(contactRequestSchema, { ...valid, screenshot: file });
    expect(parsed.screenshot).toBe(file);
  });

  it.each([
    [{ email: 'ada@shop' }, 'help.contact.emailInvalid'],
    [{ contentBody: '   ' }, CONTENT_REQUIRED_MESSAGE.id],
    [{ screenshot: { size: 10, type: 'application/pdf' } }, SCREENSHOT_NOT_IMAGE_MESSAGE.id],
    [
      { screenshot: { size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' } },
      SCREENSHOT_TOO_LARGE_MESSAGE.id,
    ],
  ])('%o is refused with %j', (patch, message) => {
    expect(messages({ ...valid, ...patch })).toEqual([message]);
  });

  it('a 5MB image is accepted', () => {
    expect(
      messages({ ...valid, screenshot: { size: 5 * 1024 * 1024, type: 'image/webp' } }),
    ).toEqual([]);
  });

  it('gives each field its first message, by field', () => {
    expect(contactRequestMessages(valid)).toEqual({});
    expect(
      contactRequestMessages({
        email: 'ada@shop',
        contentBody: '',
        screenshot: { size: 10, type: 'application/pdf' },
      }),
    ).toEqual({
      email: CONTACT_EMAIL_MESSAGE,
      contentBody: CONTENT_REQUIRED_MESSAGE,
      screenshot: SCREENSHOT_NOT_IMAGE_MESSAGE,
    });
  });

  it('reads which field a refusal of the help-desk call names', () => {
    expect(contactFieldOfRefusal('email')).toBe('email');
    expect(contactFieldOfRefusal('screenshot')).toBe('screenshot');
    expect(contactFieldOfRefusal('contentBody')).toBeUndefined();
    expect(contactFieldOfRefusal(undefined)).toBeUndefined();
  });

  it('keeps the limit of a request in digits', () => {
    const long = contactRequestMessages({ ...valid, contentBody: 'x'.repeat(5001) });
    expect(long.contentBody).toEqual(CONTENT_TOO_LONG_MESSAGE);
    expect(CONTENT_TOO_LONG_MESSAGE.values).toEqual({ max: '5000' });
  });
});
