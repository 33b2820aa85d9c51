import { isIP } from 'node:net';

/**
 * The one rule for who a request comes from, used by every rate limit and log line (docs/decisions/0010).
 * The deployment says which header to trust; no value the client writes itself is ever used:
 * - on Vercel (`VERCEL=1`): the platform's own header, which Vercel sets and a client cannot forge;
 * - behind N reverse proxies of our own (`TRUSTED_PROXY_HOPS=N`): the N-th X-Forwarded-For entry from the right,
 *   the one our outermost proxy appended (everything to its left was written by the client);
 * - otherwise: forwarded headers are ignored and every client counts as one address.
 */

/** The key of every client when no trusted proxy tells them apart. */
export const UNKNOWN_CLIENT = 'all-clients';
/** The key of a trusted header whose value is not an IP address (a misconfigured proxy): one key for all such. */
export const UNREADABLE_CLIENT = 'unreadable-address';

// More hops than this is a configuration mistake, not a network.
const MAX_TRUSTED_HOPS = 20;
// No header value longer than this is read at all.
const MAX_HEADER_LENGTH = 4096;

/** TRUSTED_PROXY_HOPS as a whole number of proxies; 0 (trust no forwarded header) when unset or not a number. */
export function trustedProxyHops(): number {
  const raw = process.env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw || !/^\d{1,2}$/.test(raw)) return 0;
  const hops = Number(raw);
  return hops <= MAX_TRUSTED_HOPS ? hops : 0;
}

/** The client's address under this deployment's rule: an IP address (IPv6 as its /64 network) or a fixed key. */
export function clientAddress(headers: Headers): string {
  if (process.env.VERCEL === '1') {
    return normalise(firstEntry(headers.get('x-vercel-forwarded-for')) ?? firstEntry(headers.get('x-real-ip')));
  }
  const hops = trustedProxyHops();
  if (hops === 0) return UNKNOWN_CLIENT;
  const forwarded = readHeader(headers.get('x-forwarded-for'));
  if (!forwarded) return UNKNOWN_CLIENT;
  const entries = forwarded.split(',').map((entry) => entry.trim());
  // Fewer entries than proxies: the request did not pass through all of them, so no entry can be trusted.
  if (entries.length < hops) return UNKNOWN_CLIENT;
  return normalise(entries[entries.length - hops]);
}

function readHeader(value: string | null): string | null {
  return value && value.length <= MAX_HEADER_LENGTH ? value : null;
}

function firstEntry(value: string | null): string | undefined {
  return readHeader(value)?.split(',')[0]?.trim();
}

/**
 * An IP address in one spelling. IPv6 counts by its /64 network, since one customer line gets a whole /64 and
 * could otherwise change address at every attempt.
 */
function normalise(entry: string | undefined): string {
  if (!entry) return UNKNOWN_CLIENT;
  // "[2001:db8::1]:443" and "203.0.113.9:51000": some proxies write the port too.
  const bare = entry.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1');
  const version = isIP(bare);
  if (version === 4) return bare;
  if (version !== 6) return UNREADABLE_CLIENT;
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  if (mappedIpv4) return mappedIpv4;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case without leading zeros. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = withoutZone.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  // An embedded IPv4 tail ("::1.2.3.4") is two groups; it never reaches the first four.
  const left = part(head);
  const right = tail === undefined ? [] : part(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? '0' : Number.parseInt(group, 16).toString(16)));
}
