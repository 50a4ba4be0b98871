import { describe, expect, it } from "vitest";
import { selectedOptionsFromUrl } from "./variant-options";

const g1 = "3975c3536c3707654763394fd2deb9da";
const o1 = "d5e33342d26f696d35388bfdf2e174a8";
const g2 = "ed4dcf69f80788a6b364de25b49d877b";
const o2 = "5bbd263b8f436d8a17000d2301105cb5";

describe("selectedOptionsFromUrl", () => {
  it("reads one option per group and the switched group", () => {
    const url = new URL(`https://s/p?option-${g1}=${o1}&option-${g2}=${o2}&switched=${g1}`);
    expect(selectedOptionsFromUrl(url)).toEqual({ options: { [g1]: o1, [g2]: o2 }, switchedGroup: g1 });
  });

  it("ignores malformed ids and other parameters", () => {
    expect(selectedOptionsFromUrl(new URL(`https://s/p?option-x=${o1}&option-${g1}=<script>&reviews-page=2`))).toBeNull();
    expect(selectedOptionsFromUrl(new URL(`https://s/p?option-${g1}=${o1}&switched=nope`))).toEqual({ options: { [g1]: o1 }, switchedGroup: null });
  });
});
