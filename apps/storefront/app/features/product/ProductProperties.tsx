import type { Locale } from "../../lib/i18n";
import { t } from "./messages";
import type { PropertyRowView } from "./product";

export function ProductProperties({ properties, locale }: { properties: PropertyRowView[]; locale: Locale }) {
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="properties-heading">
      <h2 id="properties-heading" className="text-[22px] font-semibold text-neutral-950">
        {t(locale.code, "properties")}
      </h2>
      <table className="mt-4 w-full max-w-2xl text-left">
        <tbody>
          {properties.map((property) => (
            <tr key={property.name} className="border-b border-neutral-200">
              <th scope="row" className="w-1/3 py-2 pr-4 font-medium text-neutral-900">
                {property.name}
              </th>
              <td className="py-2 text-neutral-800">{property.values}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
