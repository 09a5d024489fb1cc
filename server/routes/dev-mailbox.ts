/**
 * GET /dev/mailbox: the mails kept instead of sent when no SMTP relay is configured, with their
 * links clickable. Registered only outside production and without SMTP_URL.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { escapeHtml } from '../http/escape-html';

const SHOWN_MAILS = 50;

/** GET /dev/mailbox. */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await deps.repos.devMailbox.listRecent(SHOWN_MAILS);
    const items = mails.map((mail) => {
      const body = escapeHtml(mail.text_body).replace(
        /https?:\/\/[^\s<]+/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<li><p><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.recipient)}
<small>${new Date(mail.created_at).toISOString()}</small></p><pre style="white-space: pre-wrap">${body}</pre></li>`;
    });
    const list = items.length > 0 ? `<ol>${items.join('\n')}</ol>` : '<p>No mail yet.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head>
<body style="font-family: sans-serif; max-width: 60rem; margin: 2rem auto">
<h1>Dev mailbox</h1>
<p>Mail is kept here because no SMTP relay is configured (SMTP_URL). Newest first.</p>
${list}
</body></html>`);
  });
}
