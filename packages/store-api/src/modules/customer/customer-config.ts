import type { Db } from "../../db/database.js";

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
  const row = await db.selectFrom("system_config").select("value").where("key", "=", key).executeTakeFirst();
  const value: unknown = row ? JSON.parse(row.value) : undefined;
  return (typeof value === typeof fallback ? value : fallback) as Widen<(typeof CUSTOMER_CONFIG)[N]["fallback"]>;
}
