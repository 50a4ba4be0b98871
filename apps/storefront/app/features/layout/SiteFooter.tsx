import type { Locale } from "../../lib/i18n";
import { translate } from "../../lib/messages";

export function SiteFooter({ shopName, locale }: { shopName: string; locale: Locale }) {
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-neutral-600 sm:px-6 lg:px-8">
        <p>
          <span className="font-medium text-neutral-900">{shopName}</span> · {translate(locale.code, "footerNote")}
        </p>
      </div>
    </footer>
  );
}
