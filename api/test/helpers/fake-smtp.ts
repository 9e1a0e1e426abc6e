import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA. */
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to prove the API really speaks SMTP
 * when SMTP_URL is set. `rejectRecipients` answers 550 to every RCPT TO.
 */
export async function startFakeSmtp(options: { rejectRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (command === 'MAIL') {
          current.from = line.slice(10);
          socket.write('250 2.1.0 ok\r\n');
        } else if (command === 'RCPT') {
          if (options.rejectRecipients) socket.write('550 5.1.1 mailbox unavailable\r\n');
          else {
            current.to.push(line.slice(8));
            socket.write('250 2.1.5 ok\r\n');
          }
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else if (command === 'RSET' || command === 'NOOP') socket.write('250 2.0.0 ok\r\n');
        else socket.write('502 5.5.2 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
