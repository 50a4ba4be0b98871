import { useEffect, useRef, useState } from "react";
import { useShop } from "../shop/ShopContext";
import { SelectField } from "../forms/SelectField";
import { TextField } from "../forms/TextField";
import type { CountryView, FormValues, SalutationView } from "./account";
import { t } from "./messages";

interface AddressFieldsProps {
  /** Prefix of every field name ("billingAddress.", "" …). */
  prefix?: string;
  values?: FormValues;
  /** Messages by full field name (prefix included). */
  errors?: Record<string, string>;
  countries: CountryView[];
  salutations: SalutationView[];
  /** Show the company and department fields (business customers). */
  business?: boolean;
  /** Makes ids unique when two address forms share a page. */
  scope?: string;
}

/**
 * Salutation, names, (company), street, postal code, city, country and state. Without JavaScript the state
 * list holds every country's states grouped by country; with it, only the chosen country's.
 */
export function AddressFields({
  prefix = "",
  values = {},
  errors = {},
  countries,
  salutations,
  business = false,
  scope,
}: AddressFieldsProps) {
  const { locale } = useShop();
  const [countryId, setCountryId] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const name = (field: string) => `${prefix}${field}`;
  const common = (field: string) => ({
    name: name(field),
    value: values[name(field)],
    error: errors[name(field)],
    scope,
  });
  const selectedCountry = countryId ?? values[name("countryId")] ?? "";
  const withStates = countries.filter((country) => country.states.length > 0);
  const country = countries.find((entry) => entry.id === selectedCountry);
  const visibleStates = hydrated ? (country?.states ?? []) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: the country the page was rendered with
  useEffect(() => {
    setHydrated(true);
    // A country chosen before the form hydrated (a slow line, or content hydrated on first use) went to no handler:
    // the postal code's "required" and the state list follow it now.
    const chosen = fields.current?.querySelector<HTMLSelectElement>(`select[name="${name("countryId")}"]`)?.value;
    if (chosen !== undefined && chosen !== selectedCountry) setCountryId(chosen);
  }, []);

  return (
    <div ref={fields} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        {...common("salutationId")}
        label={t(locale.code, "salutation")}
        placeholder={t(locale.code, "chooseSalutation")}
        options={salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
        className="sm:col-span-2 sm:max-w-xs"
      />
      <TextField {...common("firstName")} label={t(locale.code, "firstName")} autoComplete="given-name" required />
      <TextField {...common("lastName")} label={t(locale.code, "lastName")} autoComplete="family-name" required />
      {business && (
        <>
          <TextField {...common("company")} label={t(locale.code, "company")} autoComplete="organization" required />
          <TextField {...common("department")} label={t(locale.code, "department")} autoComplete="organization-title" />
        </>
      )}
      <TextField
        {...common("street")}
        label={t(locale.code, "street")}
        autoComplete="street-address"
        required
        className="sm:col-span-2"
      />
      {/* Required where the chosen country needs a postal code: live with JavaScript, from the posted country without. */}
      <TextField
        {...common("zipcode")}
        label={t(locale.code, "zipcode")}
        autoComplete="postal-code"
        required={country?.postalCodeRequired ?? false}
      />
      <TextField {...common("city")} label={t(locale.code, "city")} autoComplete="address-level2" required />
      <SelectField
        {...common("countryId")}
        label={t(locale.code, "country")}
        placeholder={t(locale.code, "chooseCountry")}
        options={countries.map((entry) => ({ value: entry.id, label: entry.name }))}
        onChange={(event) => setCountryId(event.target.value)}
        autoComplete="country"
        required
      />
      {visibleStates === null && withStates.length > 0 && (
        <SelectField
          {...common("countryStateId")}
          label={t(locale.code, "state")}
          placeholder={t(locale.code, "chooseState")}
          options={[]}
          groups={withStates.map((entry) => ({
            label: entry.name,
            options: entry.states.map((state) => ({ value: state.id, label: state.name })),
          }))}
        />
      )}
      {visibleStates !== null && visibleStates.length > 0 && (
        <SelectField
          {...common("countryStateId")}
          key={selectedCountry}
          label={t(locale.code, "state")}
          placeholder={t(locale.code, "chooseState")}
          options={visibleStates.map((state) => ({ value: state.id, label: state.name }))}
          required={country?.forceState}
        />
      )}
    </div>
  );
}
