import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { errorHandler } from "./errors.js";

/** A route that throws what PostgreSQL's driver throws for a refused value. */
async function answerTo(code: string) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get("/", async () => {
    const error = new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 0, "error");
    error.code = code;
    throw error;
  });
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return response;
}

describe("errorHandler and database errors (found by the fuzz suite on PostgreSQL)", () => {
  it.each(["22021", "22003", "22001", "22P02"])(
    "a data exception %s caused by a request value is a 400 envelope, without the database's message",
    async (code) => {
      const response = await answerTo(code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          expect.objectContaining({
            status: "400",
            code: "FRAMEWORK__INVALID_REQUEST_PARAMETER",
            title: "Bad Request",
            detail: expect.not.stringContaining("UTF8"),
          }),
        ],
      });
    },
  );

  it("other database errors (division by zero, constraint violations) stay server errors", async () => {
    for (const code of ["22012", "23505", "42P01"]) expect((await answerTo(code)).statusCode).toBe(500);
  });
});
