import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../domain/outbox/list-outbox.ts';
import { isSettable } from '../../lib/clock.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { isFromThisMachine } from '../../lib/from-this-machine.ts';
import { escapeHtml, sendHtmlPage } from '../../lib/html-page.ts';
import { devClockRoutes } from './clock.ts';
import { devIyzicoRoutes } from './iyzico.ts';
import { devPrinterRoutes } from './printer.ts';

const tags = ['development'];

const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

/**
 * The development outbox: every e-mail and SMS the server "sent", newest first, as a page with
 * clickable links and as JSON. Registered only with DEV_OUTBOX=true (never in production), and
 * answered only to this machine: the messages hold live reset links and codes
 * (docs/decisions/007-development-doors.md). Anyone else gets the plain 404.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devTools) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isFromThisMachine(request)) return reply.callNotFound();
  });
  await app.register(devPrinterRoutes, { prefix: '/printer' });
  await app.register(devIyzicoRoutes, { prefix: '/iyzico' });
  if (isSettable(app.clock)) await app.register(devClockRoutes(app.clock), { prefix: '/clock' });

  const load = async () =>
    (await listOutbox({ db: app.db })).map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      error: m.error,
    }));

  app.get(
    '/outbox.json',
    {
      schema: {
        tags,
        summary: 'Development outbox as JSON, newest first (last 100)',
        response: { 200: envelope(z.array(outboxMessageSchema)) },
      },
    },
    async () => ok(await load()),
  );

  app.get(
    '/outbox',
    { schema: { tags, summary: 'Development outbox page', produces: ['text/html'] } },
    async (_request, reply) => {
      const messages = await load();
      const items = messages.map(
        (
          m,
        ) => `<article class="card"><p class="meta">${m.channel === 'email' ? 'E-posta' : 'SMS'} · ${escapeHtml(m.to)} · <time datetime="${m.createdAt}">${escapeHtml(new Date(m.createdAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }))}</time>${m.sentAt ? ' · gönderildi' : ''}${m.error ? ` · <span class="error">hata: ${escapeHtml(m.error)}</span>` : ''}</p>
${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${linkify(m.text)}</pre></article>`,
      );
      return sendHtmlPage(reply, () => ({
        title: 'Masa · Geliştirme gelen kutusu',
        body: `<h1>Geliştirme gelen kutusu</h1><p class="meta">Sunucunun gönderdiği e-postalar ve SMS'ler, en yenisi üstte. <a href="/api/dev/outbox.json">JSON</a></p>${items.join('\n') || '<p>Henüz mesaj yok.</p>'}`,
      }));
    },
  );
};

/** Escapes the text and turns http(s) URLs into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
