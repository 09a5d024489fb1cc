/**
 * GET /dev/mailbox: the mails kept instead of sent when no SMTP relay is configured, with their
 * links clickable. Registered only outside production and without SMTP_URL, and it answers only
 * to a caller on this machine that no proxy forwarded: its links sign in as any merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/app-deps';
import { escapeHtml } from '../http/escape-html';

const SHOWN_MAILS = 50;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The TCP peer is this machine and the request names no client behind a proxy. */
export function isLocalCaller(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** GET /dev/mailbox. */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/dev/mailbox', async (request, reply) => {
    // Not found, rather than forbidden: from elsewhere the page does not exist.
    if (!isLocalCaller(request)) return reply.code(404).send({ error: 'Not found' });
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
