import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import type { Locale } from "../../lib/i18n";
import { useEarlyChoice } from "../../lib/use-early-choice";
import { t } from "./messages";
import type { ConfiguratorGroupView } from "./product";
import { OPTION_PARAM_PREFIX } from "./variant-options";

interface VariantConfiguratorProps {
  groups: ConfiguratorGroupView[];
  /** The current product's URL: the form is sent there and its loader redirects to the chosen variant. */
  action: string;
  /** The buy box's add-to-cart form: the radios belong to it, so "Add to cart" sends the chosen options. */
  formId: string;
  /** The chosen options match no variant (the radios show the shopper's choice): say so. */
  unavailable?: boolean;
  locale: Locale;
}

/**
 * Options as radio groups that belong to the add-to-cart form (HTML `form` attribute). Without JavaScript the
 * shopper picks and either presses "Show selected variant" (a GET to the product URL, whose loader redirects to
 * the chosen variant's URL) or "Add to cart" at once (the cart action resolves the options to the variant).
 * With JavaScript a change navigates at once (a client navigation, no full reload).
 */
export function VariantConfigurator({ groups, action, formId, unavailable = false, locale }: VariantConfiguratorProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const groupRef = useRef<HTMLDivElement>(null);
  /** Shows the variant of the options checked in `container`; `input` is the one the shopper changed. */
  const switchTo = (container: HTMLElement, input: HTMLInputElement) => {
    if (!input.name.startsWith(OPTION_PARAM_PREFIX)) return;
    const data = new FormData();
    container
      .querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')
      .forEach((radio) => data.set(radio.name, radio.value));
    data.set("switched", input.name.slice(OPTION_PARAM_PREFIX.length));
    submit(data, { method: "get", action, preventScrollReset: true, replace: true });
  };
  // An option picked before hydration switches to its variant once the app runs.
  useEarlyChoice(
    groupRef,
    hydrated,
    (input) => groupRef.current && input instanceof HTMLInputElement && switchTo(groupRef.current, input),
  );
  // The radios are uncontrolled (so the form works before hydration); after a switch the backend may
  // have chosen a closer variant than the one clicked, so the checked state follows the shown variant. Not on the
  // first render: the radios then show the server's state, or a choice made before hydration that is still to apply.
  const shownGroups = useRef(groups);
  useEffect(() => {
    if (shownGroups.current === groups) return;
    shownGroups.current = groups;
    const selected = new Set(
      groups.flatMap((group) => group.options.filter((option) => option.selected).map((option) => option.id)),
    );
    groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((input) => {
      input.checked = selected.has(input.value);
    });
  }, [groups]);
  if (groups.length === 0) return null;
  const busy = navigation.state !== "idle" && navigation.location?.search.includes(OPTION_PARAM_PREFIX);

  return (
    <>
      <div
        ref={groupRef}
        role="group"
        aria-label={t(locale.code, "variants")}
        aria-busy={busy || undefined}
        onChange={(event) => event.target instanceof HTMLInputElement && switchTo(event.currentTarget, event.target)}
        className={`space-y-4 transition-opacity ${busy ? "opacity-60" : ""}`}
      >
        {groups.map((group) => (
          <fieldset key={group.id}>
            <legend className="mb-2 text-sm font-medium text-neutral-900">
              {group.name}
              {": "}
              <span className="font-normal text-neutral-700">
                {group.options.find((option) => option.selected)?.name}
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <label
                  key={option.id}
                  title={option.combinable ? option.name : t(locale.code, "unavailableOption", { name: option.name })}
                  // .vopt (app.css): one class per option instead of twenty utilities each (issue 15).
                  className={option.combinable ? "vopt" : "vopt vopt-na"}
                >
                  <input
                    type="radio"
                    form={formId}
                    name={`${OPTION_PARAM_PREFIX}${group.id}`}
                    value={option.id}
                    defaultChecked={option.selected}
                    className="sr-only"
                  />
                  {group.displayType === "color" && option.colorHexCode && (
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-neutral-300"
                      style={{ backgroundColor: option.colorHexCode }}
                    />
                  )}
                  <span>{option.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {unavailable && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(locale.code, "variantUnavailable")}
          </p>
        )}
      </div>
      {/* Beside the group, not in it: hidden where scripts run (.nojs-only), it leaves the group's spacing as it is
          after hydration, so nothing shifts when it goes. */}
      {!hydrated && (
        <button
          type="submit"
          form={formId}
          formMethod="get"
          formAction={action}
          className="nojs-only self-start rounded-lg border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t(locale.code, "applyVariant")}
        </button>
      )}
    </>
  );
}
