/**
 * What the tests' stand-in servers (the SSLCommerz gateway in test/sslcommerz-gateway.ts, the OIDC provider in
 * e2e/support/oidc-server.ts) share to read a request and answer it, written once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A request's body as it came, whole. */
export function bodyBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function body(request: IncomingMessage): Promise<string> {
  return (await bodyBytes(request)).toString('utf8');
}

export function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(value));
}

export function text(response: ServerResponse, status: number, value: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(value);
}

/**
 * A stand-in server on a free port of 127.0.0.1, answering with `handle`: a request it leaves unanswered is a 404,
 * whatever it throws a 500 with the error as text, or the end of an answer already begun. Answers the server's base
 * URL and `close`, which ends the connections still open too (a keep-alive one would hold the close up).
 */
export async function serveOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    handle(request, response).then(
      () => {
        if (!response.headersSent) text(response, 404, 'Not found');
      },
      (error: unknown) => {
        if (!response.headersSent) text(response, 500, String(error));
        else response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}
