import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashString } from "../../seed/catalogue/random.js";
import { createTestApp, type TestApp } from "../helpers.js";
import { FULL, generateCases } from "./cases.js";
import { isPending } from "./pending.js";
import { answerProblem, FuzzSession, sessionProblem, type Mode } from "./fuzz-session.js";
import { operationInputs, requiredOperations } from "./schema-inputs.js";

const SEED = 6;
const MODES: Mode[] = ["anonymous", "customer"];
// The full budget sends about ten times the cases; on a busy machine one operation alone can take many minutes.

/** A stable per-operation seed, so adding an operation does not change the choices made for the others. */
const seedOf = (operationId: string) => hashString(`${SEED}:${operationId}`);

/**
 * The fuzz suite over one share of the required operations (the suite is split in files so vitest runs the
 * shares on both cores): every case is sent anonymously and as a logged-in customer, and every answer must be
 * below 500 and, for a 4xx, the error envelope.
 */
export function defineFuzzSuite(share: number, shares: number): void {
  const all = requiredOperations();
  const operations = all.filter((_o, index) => index % shares === share);
  let t: TestApp;
  let session: FuzzSession;
  let cases = 0;
  let pending = 0;
  const started = Date.now();

  beforeAll(async () => {
    t = await createTestApp();
    session = new FuzzSession(t);
    await session.prepare();
  });
  afterAll(async () => {
    console.info(
      `fuzz share ${share + 1}/${shares}: ${operations.length} operations, ${cases} cases (+${pending} pending), ${session?.requests ?? 0} requests, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await t?.close();
  });

  describe(`hostile input to every Store API operation (share ${share + 1} of ${shares})`, () => {
    it("the shares together cover the 69 required operations", () => {
      expect(all).toHaveLength(69);
    });

    it.each(operations.map((o) => [o.operationId, o.method, o.path]))(
      "%s (%s %s): no 5xx, every 4xx in the error envelope",
      { timeout: FULL ? 1_800_000 : 180_000 },
      async (operationId) => {
        const inputs = operationInputs(operationId);
        const everyCase = generateCases(inputs, session.base(inputs), seedOf(operationId));
        const generated = everyCase.filter((fuzzCase) => !isPending(fuzzCase.name));
        cases += generated.length;
        pending += everyCase.length - generated.length;
        const problems: string[] = [];
        for (const mode of MODES) {
          for (const [index, fuzzCase] of generated.entries()) {
            const token = await session.token(mode, operationId, index === 0);
            const response = await session.send(fuzzCase, token);
            const problem =
              answerProblem(response) ?? (mode === "customer" && index === 0 ? sessionProblem(response) : null);
            if (problem) problems.push(`[${mode}] ${fuzzCase.name} → ${problem}: ${response.body.slice(0, 300)}`);
          }
        }
        expect(
          problems,
          `${problems.length} of ${generated.length * MODES.length} answers broken:\n${problems.join("\n")}\n`,
        ).toEqual([]);
      },
    );
  });
}
