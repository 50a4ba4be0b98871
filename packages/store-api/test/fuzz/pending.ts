/**
 * Cases the suite found broken whose fix belongs to a file another engineer owns and is still changing, each with
 * its finding in /tmp/briefs4/H-findings.md. They are not sent (and are counted as pending in the run's summary)
 * until the fix lands; then the entry is deleted. Never add an entry to make a run green without a finding.
 */
export const PENDING: { case: RegExp; finding: string }[] = [
  {
    // Fastify answers these from its router before any hook or error handler: its own JSON, not the envelope.
    case: /^path \{\w+\} (malformed percent-escape|"a{20,})/,
    finding: "F1 src/app.ts: router errors (FST_ERR_BAD_URL 400, FST_ERR_MAX_PARAM_LENGTH 414) bypass setErrorHandler; needs frameworkErrors: errorHandler",
  },
];

export const isPending = (caseName: string) => PENDING.some((entry) => entry.case.test(caseName));
