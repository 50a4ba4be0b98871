import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";

/**
 * The load balancer of `npm run load -- --scale`: a small HTTP forwarder that hands each request to the upstream with
 * the fewest requests open (least connections; ties go round-robin), so a backend busy with slow requests gets fewer
 * new ones instead of an equal share queueing behind them (nginx `least_conn`, HAProxy `leastconn`). An upstream that refuses or drops a connection is left out for 2 s. A request is tried on the
 * next upstream when nothing can have reached the failed one (the connection was refused) or when it is idempotent
 * (GET, HEAD, and POSTs `safePosts` names as reads: also after a reset); a POST whose connection broke after it was sent is answered 502, as a real balancer
 * does (its effect on the dead upstream is unknown; the shop's order idempotency deals with the resubmit).
 */
export interface RoundRobinProxy {
  origin: string;
  figures: {
    forwarded: number;
    retried: number;
    failed: number;
    byUpstream: Record<string, number>;
    /** The requests answered 502/504 or cut off by the proxy itself (the first 100): what failed where, and why. */
    failures: ProxyFailure[];
  };
  /** Requests handed to each upstream and not finished yet (for the run's progress lines: where do requests wait?). */
  inFlight(): Record<string, { count: number; oldestMs: number; oldest: string }>;
  close(): Promise<void>;
}

export interface ProxyFailure {
  method: string;
  path: string;
  /** The upstream tried last (the request was tried on each upstream it could be). */
  upstream: string;
  /** Each failure on its way: the socket error (ECONNRESET, ECONNREFUSED, ETIMEDOUT…) and upstream, in order. */
  reason: string;
}

/** One request's way through the upstreams: those tried, whether it was sent again, and each failure on the way. */
interface Attempt {
  tried: Set<number>;
  resent: boolean;
  trail: string[];
}

const UPSTREAM_TIMEOUT_MS = 30_000;
const KEPT_FAILURES = 100;

/**
 * The Store API's reads that travel as POST (a criteria body): safe to send again, like a GET. A balancer in front of
 * the backends is configured the same way (nginx: a location for these paths with `proxy_next_upstream error timeout
 * non_idempotent`); writes (cart, account, order) are never retried after they may have reached a backend.
 */
export const STORE_API_READS =
  /^\/store-api\/(product-listing|search|search-suggest|product(?!\/[^/?]+\/review(\/|\?|$))|category|navigation|cms|breadcrumb|landing-page|seo-url|country|country-state|salutation|currency|language|payment-method|shipping-method|product-export)(\/|\?|$)|^\/store-api\/(account\/(list-address|customer|newsletter-recipient)|order|customer\/wishlist)(\?|$)/;

export async function startRoundRobinProxy(
  upstreams: string[],
  port: number,
  options: { safePosts?: RegExp } = {},
): Promise<RoundRobinProxy> {
  const targets = upstreams.map((origin) => ({ url: new URL(origin), downUntil: 0, active: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const figures = {
    forwarded: 0,
    retried: 0,
    failed: 0,
    byUpstream: Object.fromEntries(upstreams.map((u) => [u, 0])) as Record<string, number>,
    failures: [] as ProxyFailure[],
  };
  const fail = (incoming: IncomingMessage, upstream: string, reason: string) => {
    figures.failed++;
    if (figures.failures.length < KEPT_FAILURES)
      figures.failures.push({ method: incoming.method ?? "", path: incoming.url ?? "", upstream, reason });
  };
  let next = 0;
  const open = new Map<object, { upstream: string; since: number; what: string }>();
  const pick = (tried: Set<number>): number | undefined => {
    const now = Date.now();
    let best: number | undefined;
    for (let step = 0; step < targets.length; step++) {
      const index = (next + step) % targets.length;
      if (tried.has(index) || targets[index].downUntil > now) continue;
      if (best === undefined || targets[index].active < targets[best].active) best = index;
    }
    if (best !== undefined) {
      next = best + 1;
      return best;
    }
    // Every untried upstream is marked down: try one anyway rather than fail at once.
    for (let index = 0; index < targets.length; index++) if (!tried.has(index)) return index;
    return undefined;
  };

  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    outgoing: import("node:http").ServerResponse,
    attempt: Attempt,
  ) => {
    const { tried } = attempt;
    const index = pick(tried);
    if (index === undefined) {
      fail(incoming, "", [...attempt.trail, "no upstream answered"].join(", then "));
      outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end("no upstream answered");
      return;
    }
    tried.add(index);
    const target = targets[index];
    const ticket = {};
    open.set(ticket, { upstream: target.url.origin, since: Date.now(), what: `${incoming.method} ${incoming.url}` });
    target.active++;
    const settle = () => {
      if (open.delete(ticket)) target.active--;
    };
    const upstream = httpRequest(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: incoming.method,
        path: incoming.url, // The Host header stays the one the client used (the storefront checks form posts against its public origin).
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        figures.forwarded++;
        figures.byUpstream[target.url.origin]++;
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on("end", settle);
        answer.on("close", settle);
        answer.on("error", () => outgoing.destroy());
      },
    );
    // An upstream that does not answer within 30 s counts as failed (a GET then goes to the next one); a client that
    // gives up takes its upstream request with it.
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () =>
      upstream.destroy(Object.assign(new Error("upstream timeout"), { code: "ETIMEDOUT" })),
    );
    outgoing.once("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      settle();
      if (outgoing.destroyed) return;
      const idempotent =
        incoming.method === "GET" ||
        incoming.method === "HEAD" ||
        (incoming.method === "POST" && options.safePosts?.test(incoming.url ?? "") === true);
      attempt.trail.push(`${error.code ?? error.message} at ${target.url.origin}`);
      // The upstream closed a kept-alive connection (its keep-alive timeout) just as this request went out on it:
      // the upstream is fine and never read the request. Node's remedy (http.ClientRequest `reusedSocket`): send it
      // again, once, on another connection. Only a read: a write's connection breaks the same way when the process
      // dies under it, with its effect unknown.
      if (
        upstream.reusedSocket &&
        error.code === "ECONNRESET" &&
        idempotent &&
        !outgoing.headersSent &&
        !attempt.resent
      ) {
        figures.retried++;
        tried.delete(index);
        forward(incoming, body, outgoing, { ...attempt, resent: true });
        return;
      }
      target.downUntil = Date.now() + 2000;
      if (!outgoing.headersSent && (idempotent || error.code === "ECONNREFUSED") && tried.size < targets.length) {
        figures.retried++;
        forward(incoming, body, outgoing, attempt);
        return;
      }
      fail(incoming, target.url.origin, attempt.trail.join(", then "));
      if (!outgoing.headersSent) {
        outgoing.writeHead(error.code === "ETIMEDOUT" ? 504 : 502, { "content-type": "text/plain" });
        outgoing.end(`upstream ${target.url.origin}: ${error.code ?? error.message}`);
      } else outgoing.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () =>
      forward(incoming, Buffer.concat(chunks), outgoing, { tried: new Set(), resent: false, trail: [] }),
    );
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    figures,
    inFlight: () => {
      const now = Date.now();
      const byUpstream: Record<string, { count: number; oldestMs: number; oldest: string }> = {};
      for (const entry of open.values()) {
        const row = (byUpstream[entry.upstream] ??= { count: 0, oldestMs: 0, oldest: "" });
        row.count++;
        if (now - entry.since > row.oldestMs) Object.assign(row, { oldestMs: now - entry.since, oldest: entry.what });
      }
      return byUpstream;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
