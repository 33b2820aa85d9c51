/**
 * A TCP proxy between the app and the test database that can cut the connection the moment a chosen write is sent,
 * as a database stepping down or a network failure does: the driver sees a real network error, whatever the engine.
 * Everything else passes through untouched.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import mongoose from 'mongoose';

const OP_MSG = 2013;

/** The command a wire message carries and the collection it names (`{ update: 'outboxmails', ... }`), if any. */
function commandOf(message: Buffer): { name: string; collection: unknown } | null {
  if (message.readInt32LE(12) !== OP_MSG) return null;
  // Header (16 bytes), flag bits (4), then sections; kind 0 is the command document.
  let offset = 20;
  while (offset < message.length) {
    const kind = message[offset];
    const size = message.readInt32LE(offset + 1);
    if (kind === 0) {
      const body = mongoose.mongo.BSON.deserialize(message.subarray(offset + 1, offset + 1 + size));
      const name = Object.keys(body)[0];
      return name ? { name, collection: body[name] } : null;
    }
    offset += 1 + size;
  }
  return null;
}

export type DatabaseProxy = {
  /** `uri` with the proxy's host and port in place of the database's. */
  through(uri: string): string;
  /** Cuts the connection whenever `command` (e.g. `update`) is sent for `collection`, until `allowAll`. */
  refuse(command: string, collection: string): void;
  allowAll(): void;
  /** How many messages were refused so far. */
  refused(): number;
  stop(): Promise<void>;
};

/** mongodb://[credentials@]hosts/...: the host list, and the rest. */
const HOSTS = /^(mongodb:\/\/(?:[^@/]*@)?)([^/?]+)(.*)$/;

/**
 * A proxy to the (first) server of `uri`. A connection through it is direct (`directConnection=true`), so a driver
 * never bypasses it for a replica set's other members: on a replica set, point TEST_MONGODB_URI's first host at the
 * primary.
 */
export async function startDatabaseProxy(uri: string): Promise<DatabaseProxy> {
  const hosts = HOSTS.exec(uri)?.[2];
  if (!hosts) throw new Error(`Not a mongodb:// connection string: ${uri}`);
  const target = new URL(`mongodb://${hosts.split(',')[0]}`);
  let refusal: { command: string; collection: string } | null = null;
  let refusedCount = 0;
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.pipe(client);
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // Whole messages only: each starts with its length.
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        const command = refusal && commandOf(message);
        if (refusal && command && command.name === refusal.command && command.collection === refusal.collection) {
          refusedCount += 1;
          close();
          return;
        }
        upstream.write(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    through(original) {
      const [, scheme, , rest = ''] = HOSTS.exec(original) ?? [];
      const [path = '/', query] = rest.split('?');
      const options = new URLSearchParams(query);
      options.set('directConnection', 'true');
      options.delete('replicaSet');
      return `${scheme}127.0.0.1:${port}${path}?${options.toString()}`;
    },
    refuse(command, collection) {
      refusal = { command, collection };
    },
    allowAll() {
      refusal = null;
    },
    refused: () => refusedCount,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
