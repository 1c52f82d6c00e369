import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from './test/create-test-app.ts';

// Issue 28, item 15: a body sent a byte at a time must not hold a connection open for ever. A real
// listening server (app.inject has no socket): REQUEST_TIMEOUT_MS at its 1 s minimum, a body
// promised 100 bytes and trickled one every 250 ms (25 s in all).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 1_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends the headers, then trickles the body; resolves with what came back and when. */
function slowPost(headersOnly = false) {
  return new Promise<{ answer: string; closedAfterMs: number; bytesSent: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const headers =
      `POST /util/login/auth HTTP/1.1\r\nHost: ${hosts.watt}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n';
    socket.on('connect', () => {
      socket.write(headersOnly ? headers : `${headers}\r\n`);
      timer = setInterval(() => {
        if (bytesSent >= 100) return;
        socket.write(headersOnly ? 'X' : ' ');
        bytesSent++;
      }, 250);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    const done = () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started, bytesSent });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    // The test's own bound: well short of the 25 s the trickle would take.
    setTimeout(() => socket.destroy(), 8_000);
  });
}

describe('request timeout', () => {
  it('answers 408 and closes a connection whose body trickles in past REQUEST_TIMEOUT_MS', async () => {
    const { answer, closedAfterMs, bytesSent } = await slowPost();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(bytesSent).toBeLessThan(100);
  });

  it('closes a connection whose headers trickle in the same way', async () => {
    const { closedAfterMs, bytesSent } = await slowPost(true);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(bytesSent).toBeLessThan(100);
  });
});
