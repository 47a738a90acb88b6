import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One pooled nodemailer transport per SMTP_URL (smtp://user:pass@host:587, smtps://…). */
export function getMailTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}
