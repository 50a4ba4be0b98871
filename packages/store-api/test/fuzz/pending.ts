/**
 * Cases the suite found broken whose fix belongs to a file another engineer owns and is still changing, each with
 * its finding in /tmp/briefs4/H-findings.md. They are not sent (and are counted as pending in the run's summary)
 * until the fix lands; then the entry is deleted. Never add an entry to make a run green without a finding.
 */
// F1 (router errors outside the envelope) was fixed in 38c3757 (src/app.ts frameworkErrors); nothing is pending.
export const PENDING: { case: RegExp; finding: string }[] = [];

export const isPending = (caseName: string) => PENDING.some((entry) => entry.case.test(caseName));
