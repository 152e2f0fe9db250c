import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that a test can cut and restore, so that an outage, a
 * restart or a failover is played without stopping the shared database: `cut()` drops every
 * connection at once and stops listening (new connections are refused, as by a stopped server);
 * `restore()` listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** The connection URL `url` rewritten to go through the proxy. */
  through(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Connections made through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut: stop,
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    get connections() {
      return connections;
    },
    close: stop,
  };
}
