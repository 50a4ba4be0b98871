import type { LayoutMessageKey } from "../layout/messages";

/** One breadcrumb: a label and an app path, always slash-prefixed (spec §2). */
export interface Breadcrumb {
  label: string;
  path: string;
}

/** A path with exactly one leading slash. */
export function slashPrefixed(path: string): string {
  return `/${path.replace(/^\/+/, "")}`;
}

type StaticCrumb = { key: LayoutMessageKey; path: string };

const ACCOUNT: StaticCrumb = { key: "myAccount", path: "/account" };

/** The breadcrumb trail of the shell's fixed pages, by app path (without locale prefix). */
export function staticBreadcrumbs(appPath: string): StaticCrumb[] {
  const path = appPath.replace(/\/+$/, "") || "/";
  if (path === "/account") return [ACCOUNT, { key: "accountOverview", path: "/account" }];
  if (path === "/account/address") return [ACCOUNT, { key: "address", path }];
  if (path === "/account/profile") return [ACCOUNT, { key: "profile", path }];
  if (path === "/account/payment") return [ACCOUNT, { key: "payment", path }];
  if (path === "/account/order") return [ACCOUNT, { key: "order", path }];
  if (path.startsWith("/account/order/details/"))
    return [ACCOUNT, { key: "order", path: "/account/order" }, { key: "orderDetails", path }];
  const single: Record<string, LayoutMessageKey> = {
    "/account/recover": "recoverPassword",
    "/register": "register",
    "/reset-password": "passwordReset",
    "/search": "search",
    "/wishlist": "wishlist",
    "/login": "login",
    "/newsletter-subscribe": "newsletter",
    "/registration/confirm": "registrationConfirm",
    "/shopware": "shopware",
    "/checkout/cart": "cartPage",
    "/checkout": "checkout",
  };
  if (single[path]) return [{ key: single[path], path }];
  if (path.startsWith("/checkout/success/")) return [{ key: "orderSuccess", path }];
  return [];
}

/** The category trail from a Store API category's `seoBreadcrumb`/`breadcrumb` names and its path ids. */
export function categoryBreadcrumbs(
  names: ReadonlyArray<string>,
  ids: ReadonlyArray<string>,
  pathOf: (id: string) => string,
): Breadcrumb[] {
  return names.flatMap((label, index) => {
    const id = ids[index];
    return id ? [{ label, path: slashPrefixed(pathOf(id)) }] : [];
  });
}
