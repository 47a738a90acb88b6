import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that is safe inside a <script> element (no "</script>", no U+2028 surprises). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Sends a small server-rendered Turkish page under a strict Content-Security-Policy: only the
 * page's own nonce'd <style> and <script> run, forms may only post to this origin, and the
 * page is never cached (it may hold tokens).
 */
export function sendHtmlPage(
  reply: FastifyReply,
  render: (nonce: string) => { title: string; body: string; script?: string },
  status = 200,
) {
  const nonce = randomBytes(16).toString('base64');
  const page = render(nonce);
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${PAGE_CSS}</style></head>
<body><main>${page.body}</main>${script}</body></html>`;
  return reply
    .status(status)
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1f2937}
main{max-width:40rem;margin:0 auto;padding:1.5rem}h1{font-size:1.3rem;color:#3F51B5}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:0 1px 3px #0002}
label{display:block;margin:.5rem 0 .25rem}input{width:100%;padding:.6rem;box-sizing:border-box;font:inherit}
button{margin-top:.75rem;padding:.6rem 1rem;background:#3F51B5;color:#fff;border:0;border-radius:.5rem;font:inherit}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:1rem;padding:.1rem .6rem;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}.meta{color:#6b7280;font-size:.85rem}
a{color:#3F51B5;word-break:break-all}.error{color:#b91c1c}
img{max-width:100%}.ticket{font-family:ui-monospace,monospace;white-space:pre;overflow-x:auto}`;
