import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What one Store API path answered through the proxy. */
export interface ProxiedCall {
  method: string;
  path: string;
  status: number;
  /** Response body bytes (uncompressed: the proxy asks the backend for identity encoding). */
  bytes: number;
}

export interface CountingProxy {
  origin: string;
  /** The calls since the last take(), then forgotten. */
  take(): ProxiedCall[];
  close(): Promise<void>;
}

/**
 * A plain HTTP forwarder in front of the Store API that records each call's path and response byte count: the
 * storefront pointed at it shows how much Store API data one page render pulls. Only for the byte figures (the
 * throughput runs talk to the backend directly, so the hop costs them nothing).
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let calls: ProxiedCall[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (answer) => {
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
        answer.on("end", () =>
          calls.push({
            method: incoming.method ?? "GET",
            path: (incoming.url ?? "").split("?")[0],
            status: answer.statusCode ?? 0,
            bytes,
          }),
        );
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
