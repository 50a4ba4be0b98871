import { randomBytes } from "node:crypto";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** A mail the test SMTP server accepted: the envelope, the raw message and its parsed form. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** The id the server answered with ("250 OK: queued as <queueId>"). */
  queueId: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Refuses RCPT TO with this reply (code + text) for addresses the predicate picks; null accepts. */
  refuse: (address: string) => { code: number; message: string } | null;
  close: () => Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1: port 0 picks a free one; giving a port brings a server
 * back on the port of one that was closed. No STARTTLS and no login required, so plain smtp:// URLs reach it.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: TestSmtpServer = { port, url: "", received, refuse: () => null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = state.refuse(address.address);
      if (!refusal) return callback();
      // smtp-server answers with the error's responseCode (a property it reads off the error).
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const queueId = randomBytes(6).toString("hex").toUpperCase();
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
              queueId,
            });
            callback(null, `OK: queued as ${queueId}`);
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  state.port = typeof address === "object" && address ? address.port : port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Polls `check` until it returns true (or fails after `timeoutMs`). */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = "condition",
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
