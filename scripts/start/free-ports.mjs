import net from 'node:net';

/** The ports of `ports` that something already listens on (another `pnpm start`, say). */
export async function portsInUse(ports) {
  const busy = await Promise.all(
    Object.values(ports).map(
      (port) =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.once('error', () => resolve(port));
          server.listen(port, '127.0.0.1', () => server.close(() => resolve(null)));
        }),
    ),
  );
  return busy.filter((port) => port !== null);
}
