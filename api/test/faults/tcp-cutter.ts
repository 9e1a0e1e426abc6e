import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can cut: `down()` refuses new connections and
 * drops the open ones (the server restarting), `up()` lets them through again, and `cutWhen`
 * drops the connection the moment the client sends a matching statement (a failure in the
 * middle of a transaction). PostgreSQL's wire protocol carries statement text in the clear.
 */
export async function tcpCutter(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let cutWhen: RegExp | null = null;
  let cuts = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (cutWhen?.test(chunk.toString('latin1'))) {
        cutWhen = null;
        cuts += 1;
        drop();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** The next statement matching `pattern` drops its connection (once). */
    cutWhen(pattern: RegExp) {
      cutWhen = pattern;
    },
    get cuts() {
      return cuts;
    },
    async down() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
    },
    async up() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
