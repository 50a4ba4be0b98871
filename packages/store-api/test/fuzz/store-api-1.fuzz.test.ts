import { defineFuzzSuite } from "./fuzz-suite.js";

defineFuzzSuite(0, 2);
