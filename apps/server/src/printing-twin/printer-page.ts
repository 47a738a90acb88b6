import { escapeHtml } from '../lib/html-page.ts';
import type { ReceivedTicket } from './virtual-printer.ts';

export type TwinView = { name: string; port: number; tickets: ReceivedTicket[] };

export const TWIN_PAGE_TITLE = 'Sanal yazıcı — gerçek yazıcı değildir';

/**
 * The body of the virtual printers' page (issue 33): each twin's tickets, newest first, as the
 * text they decode to and as the PNG the paper would show. The page says plainly that no real
 * printer stands behind it (DESIGN: screens say so whenever a simulator stands in).
 */
export function twinPageBody(twins: TwinView[], pngUrl: (port: number, index: number) => string) {
  const sections = twins.map((twin) => {
    const tickets = [...twin.tickets].reverse().map((ticket) => ticketCard(twin, ticket, pngUrl));
    return `<section aria-label="${escapeHtml(twin.name)}"><h2>${escapeHtml(twin.name)} <span class="meta">127.0.0.1:${twin.port}</span></h2>
${tickets.join('\n') || '<p class="meta">Henüz fiş yok.</p>'}</section>`;
  });
  return `<h1>${TWIN_PAGE_TITLE}</h1>
<p class="meta">Bu sayfa, yazıcıya gönderilen ESC/POS baytlarının çözülmüş hâlidir; en yeni fiş üstte. <a href="">Yenile</a></p>
${sections.join('\n')}`;
}

function ticketCard(
  twin: TwinView,
  ticket: ReceivedTicket,
  pngUrl: (port: number, index: number) => string,
) {
  const time = new Date(ticket.receivedAt).toLocaleTimeString('tr-TR', {
    timeZone: 'Europe/Istanbul',
  });
  const facts = [
    `Fiş ${ticket.index + 1}`,
    `<time datetime="${ticket.receivedAt}">${escapeHtml(time)}</time>`,
    ticket.codePage === 'pc857'
      ? 'PC857'
      : ticket.codePage === 'cp1254'
        ? 'Windows-1254'
        : 'karakter tablosu seçilmedi',
    ticket.cut ? 'kesildi' : '<span class="error">kesilmedi: yarım kalmış fiş</span>',
    ...(ticket.drawerPulses > 0 ? ['para çekmecesi açıldı'] : []),
  ];
  return `<article class="card"><p class="meta">${facts.join(' · ')}</p>
<pre class="ticket">${escapeHtml(ticket.text)}</pre>
<img src="${pngUrl(twin.port, ticket.index)}" alt="${escapeHtml(twin.name)} fiş ${ticket.index + 1} görüntüsü"></article>`;
}
