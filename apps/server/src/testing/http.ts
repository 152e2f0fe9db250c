import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

/** Serves the test's app on a local port for the length of `use`, as the simulator reaches a real server. */
export async function overHttp(app: TestApp, use: (baseUrl: string) => Promise<void>): Promise<void> {
  const server = createServer((request, response) => void app.app(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
