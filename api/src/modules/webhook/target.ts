import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The longest endpoint URL accepted. */
export const URL_MAX = 2000;

/**
 * @returns why `text` cannot be a webhook URL (not absolute http(s), credentials in it, too
 *   long), or null when it can.
 */
export function urlProblem(text: string): string | null {
  if (text.length > URL_MAX) return `At most ${URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https URLs receive webhooks';
  if (url.username || url.password) return 'A URL with credentials in it is refused: use the signing secret instead';
  if (!url.hostname) return 'The URL has no host';
  return null;
}

/** An address a delivery may connect to, checked before the connection. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A target refused before any connection was made; its message is recorded as the delivery's error. */
export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

/** Cloud metadata services: named apart in the error, though their ranges are refused anyway. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);

/**
 * @returns the reason an address is not a public unicast one (loopback, private, linkLocal,
 *   carrierGradeNat, uniqueLocal, unspecified, multicast, metadata…), or null when it is.
 *   IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function privateRange(address: string): string | null {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA.has(parsed.toNormalizedString()) || METADATA.has(parsed.toString())) return 'cloud metadata';
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/**
 * Resolves the URL's host and checks every address it resolves to (a name resolving to one
 * public and one private address is refused: the connection could reach either).
 * @param allowPrivate WEBHOOK_ALLOW_PRIVATE: skips the address check (tests, local set-ups).
 * @returns the URL and the one address to connect to.
 * @throws RefusedTarget for a URL that is not http(s), carries credentials, does not resolve, or
 *   resolves to a private address.
 */
export async function checkTarget(text: string, allowPrivate: boolean): Promise<CheckedTarget> {
  const problem = urlProblem(text);
  if (problem) throw new RefusedTarget(problem);
  const url = new URL(text);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw new RefusedTarget(
        `The host ${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  if (!addresses.length) throw new RefusedTarget(`The host ${host} does not resolve`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const range = privateRange(address);
      if (range) throw new RefusedTarget(`The address ${address} of ${host} is private: refused (${range})`);
    }
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

/** What came back from one POST. */
export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The start of the body, at most `maxBody` bytes, as text. */
  body: string;
}

/**
 * POSTs `body` to a checked target, connecting to its checked address only (the lookup the
 * socket asks returns that address: DNS rebinding between the check and the connection cannot
 * redirect it). Redirects are not followed; the body read stops at `maxBody` bytes.
 * @returns the status, headers and the start of the body.
 * @throws on a network error, or an AbortError when `signal` aborts (timeout, shutdown).
 */
export function postTo(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  maxBody = 1024,
): Promise<PostResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        signal,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBody).toString('utf8'),
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough to show in the log: the rest is not read, whatever its size.
          if (size >= maxBody) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
