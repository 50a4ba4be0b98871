import { describe, expect, it } from "vitest";
import { isExactMatch, optionsQuery, selectedOptions, selectedOptionsFromUrl } from "./variant-options";

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
    expect(
      selectedOptionsFromUrl(new URL(`https://s/p?option-x=${o1}&option-${g1}=<script>&reviews-page=2`)),
    ).toBeNull();
    expect(selectedOptionsFromUrl(new URL(`https://s/p?option-${g1}=${o1}&switched=nope`))).toEqual({
      options: { [g1]: o1 },
      switchedGroup: null,
    });
  });
});

describe("options posted with the add-to-cart form", () => {
  it("reads the chosen options from form data and writes them back as the variant form's query", () => {
    const form = new FormData();
    form.set("intent", "add");
    form.set(`option-${g1}`, o1);
    form.set(`option-${g2}`, o2);
    const selection = selectedOptions(form.entries());
    expect(selection).toEqual({ options: { [g1]: o1, [g2]: o2 }, switchedGroup: null });
    expect(selectedOptionsFromUrl(new URL(`https://s/p?${optionsQuery(selection!)}`))).toEqual(selection);
  });

  it("is an exact match only when find-variant kept every chosen option", () => {
    const selection = { options: { [g1]: o1, [g2]: o2 }, switchedGroup: null };
    expect(isExactMatch(selection, [o2, o1])).toBe(true);
    // FindProductVariantRoute fell back to the closest variant: one choice was dropped.
    expect(isExactMatch(selection, [o1])).toBe(false);
  });
});
