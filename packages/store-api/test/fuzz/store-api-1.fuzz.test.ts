import { vi } from "vitest";
import { defineFuzzSuite } from "./fuzz-suite.js";

vi.mock("../../src/modules/customer/password.js", async (importOriginal) =>
  (await import("./cheap-password.js")).cheapPasswordModule(await importOriginal()),
);

defineFuzzSuite(0, 2);
