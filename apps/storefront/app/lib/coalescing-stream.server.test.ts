import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.server";

/** Issue 15: React's 4 KB writes reached compression and the socket one by one; they now leave once per flush. */
describe("CoalescingStream", () => {
  const chunksOf = (stream: CoalescingStream) => {
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    return chunks;
  };

  it("passes the writes between two flush() calls on as one chunk, in order", async () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write("<html>");
    stream.write(new TextEncoder().encode("<body>"));
    stream.write("<p>é</p>");
    expect(chunks).toEqual([]);
    stream.flush();
    stream.write("</body>");
    stream.flush();
    stream.flush();
    stream.write("</html>");
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await ended;
    expect(chunks).toEqual(["<html><body><p>é</p>", "</body>", "</html>"]);
  });

  it("lets nothing wait for a flush beyond the limit", () => {
    const stream = new CoalescingStream(8);
    const chunks = chunksOf(stream);
    stream.write("12345");
    expect(chunks).toEqual([]);
    stream.write("6789");
    expect(chunks).toEqual(["123456789"]);
  });

  it("runs the final callback once everything was passed on", async () => {
    let finals = 0;
    const stream = new CoalescingStream(64 * 1024, () => finals++);
    const chunks = chunksOf(stream);
    stream.write("a");
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end("b");
    await ended;
    expect(chunks.join("")).toBe("ab");
    expect(finals).toBe(1);
  });
});
