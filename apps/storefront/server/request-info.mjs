// @ts-check
// Who sent a request: the client IP and whether forwarded headers may be believed. Proxies are trusted
// only when TRUST_PROXY lists them; every other peer's X-Forwarded-* headers are dropped before React
// Router sees the request (its URL would otherwise take a port from X-Forwarded-Host).
import { BlockList, isIP } from "node:net";

const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * TRUST_PROXY: a comma list of IPs and CIDRs (or "loopback") whose X-Forwarded-For/-Host/-Proto are
 * believed. Unset or empty: no proxy is trusted and the socket address is the client.
 * @param {string | undefined} value
 * @returns {BlockList | null}
 */
export function parseTrustedProxies(value) {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`TRUST_PROXY: bad prefix in "${entry}"`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/**
 * "::ffff:1.2.3.4" (an IPv4 peer on a dual-stack socket) is 1.2.3.4.
 * @param {string} address
 */
export function normalizeIp(address) {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * @param {BlockList | null} trusted
 * @param {string} address
 */
export function isTrustedProxy(trusted, address) {
  const ip = normalizeIp(address);
  const family = isIP(ip);
  if (!trusted || family === 0) return false;
  return trusted.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's IP: the socket peer, or — when the peer is a trusted proxy — the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (entries left of it are client-supplied).
 * @param {string} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList | null} trusted
 */
export function clientIp(peer, forwardedFor, trusted) {
  let ip = normalizeIp(peer);
  if (!isTrustedProxy(trusted, ip) || forwardedFor === undefined) return ip;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map(normalizeIp)
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = /** @type {string} */ (hops[i]);
    if (isIP(hop) === 0) return ip; // garbage: stop at the last address we could vouch for
    ip = hop;
    if (!isTrustedProxy(trusted, hop)) return ip;
  }
  return ip;
}

/**
 * Drops forwarded headers that an untrusted peer sent (they would be believed downstream).
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function dropForwardedHeaders(headers) {
  for (const name of FORWARDED_HEADERS) delete headers[name];
}

/**
 * The first value of a possibly comma-joined forwarded header.
 * @param {string | string[] | undefined} value
 */
export function firstForwarded(value) {
  const joined = Array.isArray(value) ? value.join(",") : value;
  return joined?.split(",")[0]?.trim().toLowerCase() || undefined;
}

/**
 * Did the shopper reach us over HTTPS? A TLS socket, or a trusted proxy's first X-Forwarded-Proto naming https in
 * any spelling. The server's one decision (security headers, the Secure flag of the cookies it sets itself, the
 * request URL the page cache renders): Express's req.protocol passes the header's spelling through ("HTTPS").
 * @param {{ socket: object, headers: import("node:http").IncomingHttpHeaders }} req
 * @param {boolean} fromProxy the peer is a trusted proxy (isTrustedProxy)
 */
export function isHttpsRequest(req, fromProxy) {
  return "encrypted" in req.socket || (fromProxy && firstForwarded(req.headers["x-forwarded-proto"]) === "https");
}
