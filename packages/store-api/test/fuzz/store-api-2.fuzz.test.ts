import { defineFuzzSuite } from "./fuzz-suite.js";

defineFuzzSuite(1, 2);
