/**
 * POST /send-merchant-admin-help-desk-email (doc 2 §7): the Contact Us modal's request, sent as a
 * real e-mail to the merchant support inbox (SUPPORT_EMAIL) with the optional screenshot
 * attached. The screenshot must be an image by its own bytes, 5 MB at most.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import {
  HELP_DESK_CONTENT_MAX_LENGTH,
  HELP_DESK_SCREENSHOT_MAX_BYTES,
  HELP_DESK_SCREENSHOT_TYPES,
  STATUS_API,
} from '../../domain/api/status-api';
import { isValidEmailAddress, normaliseEmail } from '../../domain/session/email-address';
import {
  CONTACT_EMAIL_MESSAGE,
  SCREENSHOT_NOT_IMAGE_MESSAGE,
  SCREENSHOT_TOO_LARGE_MESSAGE,
} from '../../domain/help/contact-request';
import { msg, type Message } from '../../domain/i18n/message';
import { requireMerchant } from '../session/require-merchant';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from '../mail/mailer';
import { readMultipart, UploadRefused } from '../uploads/read-multipart';

/** doc 1 §2: "Copy promises a reply within 2-3 business days." */
export const HELP_DESK_SENT = msg('help.desk.sent');
export const HELP_DESK_INVALID = msg('help.desk.invalid');
export const SCREENSHOT_TOO_LARGE = SCREENSHOT_TOO_LARGE_MESSAGE;
export const SCREENSHOT_NOT_IMAGE = SCREENSHOT_NOT_IMAGE_MESSAGE;
export const HELP_DESK_OFF = msg('help.desk.off');
export const HELP_DESK_NOT_SENT = msg('help.desk.notSent');

/** What the upload reader refuses an oversized screenshot with, to tell it from other refusals. */
const TOO_LARGE_REFUSAL = 'screenshot too large';

/**
 * A refusal's body: its message said in the request's language (server/i18n/say-answers.ts) and,
 * for the form's own e-mail and screenshot messages, the field it shows under.
 */
function refusal(error: Message | string, field?: 'email' | 'screenshot') {
  return { error, message: error, ...(field ? { field } : {}) };
}

const Fields = v.object({
  contentBody: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(HELP_DESK_CONTENT_MAX_LENGTH),
  ),
  email: v.pipe(v.string(), v.trim(), v.check(isValidEmailAddress), v.transform(normaliseEmail)),
  currentPage: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  country: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ''),
  storeName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});

type SupportMail = OutgoingMail & Required<Pick<OutgoingMail, 'replyTo' | 'attachments'>>;

/** The help-desk call. */
export async function helpDeskRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  await app.register(async (scope) => {
    // The uploads module registers the multipart parser for the whole app; stand alone otherwise.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(fastifyMultipart);

    scope.post(
      STATUS_API.helpDeskEmail,
      { preHandler: requireMerchant(deps.sessions) },
      async (request, reply) => {
        const supportEmail = deps.config.backOffice.supportEmail;
        if (!supportEmail) return reply.code(503).send(refusal(HELP_DESK_OFF));
        if (!request.isMultipart()) return reply.code(400).send(refusal(HELP_DESK_INVALID));
        let body;
        try {
          body = await readMultipart(request, {
            fileSize: HELP_DESK_SCREENSHOT_MAX_BYTES,
            tooLarge: TOO_LARGE_REFUSAL,
            files: 1,
            fields: 5,
            fieldSize: HELP_DESK_CONTENT_MAX_LENGTH * 4,
          });
        } catch (error) {
          if (!(error instanceof UploadRefused)) throw error;
          if (error.message === TOO_LARGE_REFUSAL)
            return reply.code(413).send(refusal(SCREENSHOT_TOO_LARGE, 'screenshot'));
          return reply.code(400).send(refusal(error.message));
        }
        const fields = v.safeParse(Fields, body.fields);
        if (!fields.success) {
          // doc 2 §5: the contact form's own e-mail message.
          const sent = body.fields.email;
          const badEmail = typeof sent !== 'string' || !isValidEmailAddress(sent.trim());
          return reply
            .code(400)
            .send(badEmail ? refusal(CONTACT_EMAIL_MESSAGE, 'email') : refusal(HELP_DESK_INVALID));
        }
        const files = Object.entries(body.files);
        if (files.some(([name]) => name !== 'file')) {
          return reply.code(400).send(refusal(SCREENSHOT_NOT_IMAGE, 'screenshot'));
        }
        const attachments: SupportMail['attachments'] = [];
        const screenshot = body.files.file;
        if (screenshot && screenshot.bytes.length > 0) {
          const type = await fileTypeFromBuffer(screenshot.bytes);
          if (!type || !(HELP_DESK_SCREENSHOT_TYPES as readonly string[]).includes(type.mime)) {
            return reply.code(400).send(refusal(SCREENSHOT_NOT_IMAGE, 'screenshot'));
          }
          attachments.push({
            filename: `screenshot.${type.ext}`,
            content: screenshot.bytes,
            contentType: type.mime,
          });
        }
        const merchant = await deps.repos.merchants.findById(request.merchantSession!.merchant_id);
        const mail = supportMail(
          supportEmail,
          { ...fields.output, accountEmail: merchant?.email ?? '' },
          attachments,
        );
        try {
          await deps.mailer.send(mail);
        } catch (error) {
          request.log.error({ err: error }, 'the support request could not be mailed');
          return reply.code(502).send(refusal(HELP_DESK_NOT_SENT));
        }
        // HelpDeskEmailResponse once said in the request's language (server/i18n/say-answers.ts).
        return reply.send({ message: HELP_DESK_SENT });
      },
    );
  });
}

/** The mail the support team receives; replying answers the merchant. */
function supportMail(
  to: string,
  request: v.InferOutput<typeof Fields> & { accountEmail: string },
  attachments: SupportMail['attachments'],
): SupportMail {
  const rows: Array<[string, string]> = [
    ['Contact e-mail', request.email],
    ['Account e-mail', request.accountEmail],
    ['Store name', request.storeName || '(not given)'],
    ['Country', request.country || '(not given)'],
    ['Page', request.currentPage],
    ['Screenshot', attachments.length > 0 ? 'attached' : 'none'],
  ];
  const text = [
    'A merchant sent a request through Contact Us (Merchant Support).',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Request:',
    request.contentBody,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>A merchant sent a request through Contact Us (Merchant Support).</p>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><strong>Request:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(request.contentBody)}</p>
</body></html>`;
  return {
    to,
    replyTo: request.email,
    subject: `Merchant support request: ${request.storeName || request.email}`.replace(
      /[\r\n]+/g,
      ' ',
    ),
    text,
    html,
    attachments,
  };
}
