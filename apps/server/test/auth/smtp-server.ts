import { createServer, type Server } from 'node:net';

const REPLIES: Record<string, string> = {
  EHLO: '250-test-smtp\r\n250 8BITMIME\r\n',
  HELO: '250 test-smtp\r\n',
  DATA: '354 go ahead\r\n',
  QUIT: '221 bye\r\n',
};

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal real SMTP server on a free local port (EHLO, MAIL, RCPT, DATA, QUIT): enough for
 * nodemailer to deliver to it, so a test can see what the server really sent.
 */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') mail.from = line;
        if (command === 'RCPT') mail.to.push(line);
        if (command === 'DATA') inData = true;
        socket.write(REPLIES[command] ?? '250 ok\r\n');
        if (command === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
