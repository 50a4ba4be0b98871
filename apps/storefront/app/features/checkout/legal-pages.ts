import type { NavigationItem } from "../navigation/navigation";

/**
 * The terms-and-conditions and right-of-withdrawal pages among the service navigation's entries. Shopware keeps
 * them in the system config (core.basicInformation.tosPage / revocationPage), which the Store API does not hand out,
 * so the storefront finds them in the service navigation by name, in any of the shop's languages.
 */
const TERMS = /terms|conditions|\bagb\b|geschäftsbedingungen|regulamin/i;
const WITHDRAWAL = /withdraw|revocation|widerruf|odstąpieni/i;

export interface LegalPages {
  terms: NavigationItem | null;
  withdrawal: NavigationItem | null;
}

export function legalPages(serviceNavigation: readonly NavigationItem[]): LegalPages {
  const linked = serviceNavigation.filter((item) => item.href);
  return {
    terms: linked.find((item) => TERMS.test(item.label)) ?? null,
    withdrawal: linked.find((item) => WITHDRAWAL.test(item.label)) ?? null,
  };
}
