import type { Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * One pooled nodemailer transport per SMTP_URL (smtp://user:pass@host:587, smtps://…).
 * nodemailer loads with the first e-mail sent, only with SMTP_URL: a server without it does
 * not hold its 39 modules (ADR 112).
 */
export async function getMailTransport(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = transports.get(smtpUrl) ?? nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
