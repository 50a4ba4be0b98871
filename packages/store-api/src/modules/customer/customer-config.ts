import type { Db } from "../../db/database.js";
import { findSystemConfigValue } from "../system/system.repository.js";

/** The system_config keys the account routes read, with Shopware's defaults. */
export const CUSTOMER_CONFIG = {
  doubleOptInRegistration: { key: "core.loginRegistration.doubleOptInRegistration", fallback: false },
  doubleOptInGuestOrder: { key: "core.loginRegistration.doubleOptInGuestOrder", fallback: false },
  passwordMinLength: { key: "core.loginRegistration.passwordMinLength", fallback: 8 },
  confirmationUrl: {
    key: "core.loginRegistration.confirmationUrl",
    fallback: "/registration/confirm?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%",
  },
  pwdRecoverUrl: {
    key: "core.loginRegistration.pwdRecoverUrl",
    fallback: "/account/recover/password?hash=%%RECOVERHASH%%",
  },
  showAccountTypeSelection: { key: "core.loginRegistration.showAccountTypeSelection", fallback: false },
  invalidateSessionOnLogOut: { key: "core.loginRegistration.invalidateSessionOnLogOut", fallback: false },
  boundToSalesChannel: { key: "core.systemWideLoginRegistration.isCustomerBoundToSalesChannel", fallback: false },
} as const;

type ConfigName = keyof typeof CUSTOMER_CONFIG;
type Widen<T> = T extends boolean ? boolean : T extends number ? number : T extends string ? string : T;

/** A system_config value (stored as JSON text), or the default when unset or of another type. */
export async function customerConfig<N extends ConfigName>(
  db: Db,
  name: N,
): Promise<Widen<(typeof CUSTOMER_CONFIG)[N]["fallback"]>> {
  const { key, fallback } = CUSTOMER_CONFIG[name];
  const stored = await findSystemConfigValue(db, key);
  const value: unknown = stored === undefined ? undefined : JSON.parse(stored);
  return (typeof value === typeof fallback ? value : fallback) as Widen<(typeof CUSTOMER_CONFIG)[N]["fallback"]>;
}
