/**
 * What the tests' stand-in servers (the SSLCommerz gateway in test/sslcommerz-gateway.ts, the OIDC provider in
 * e2e/support/oidc-server.ts) share to read a request and answer it, written once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

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
