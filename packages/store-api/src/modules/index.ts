import type { RouteModule } from "../app-deps.js";
import { cartRoutes } from "./cart/cart.routes.js";
import { orderRoutes } from "./order/order.routes.js";
import { paymentRoutes } from "./payment/payment.routes.js";
import { customerRoutes } from "./customer/customer.routes.js";
import { newsletterRoutes } from "./newsletter/newsletter.routes.js";
import { wishlistRoutes } from "./wishlist/wishlist.routes.js";
import { reviewRoutes } from "./review/review.routes.js";
import { contactRoutes } from "./contact/contact.routes.js";
import { promotionRoutes } from "./promotion/promotion.routes.js";
import { categoryRoutes } from "./category/category.routes.js";
import { cmsRoutes } from "./cms/cms.routes.js";
import { contextRoutes } from "./context/context.routes.js";
import { customerGroupRoutes } from "./customer-group/customer-group.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { productRoutes } from "./product/product.routes.js";
import { seoRoutes } from "./seo/seo.routes.js";
import { sitemapRoutes } from "./sitemap/sitemap.routes.js";
import { systemRoutes } from "./system/system.routes.js";

/** Every Store API route module, registered under /store-api in this order. */
export const routeModules: RouteModule[] = [
  contextRoutes,
  systemRoutes,
  productRoutes,
  categoryRoutes,
  cmsRoutes,
  seoRoutes,
  mediaRoutes,
  sitemapRoutes,
  customerGroupRoutes,
  cartRoutes,
  orderRoutes,
  paymentRoutes,
  customerRoutes,
  newsletterRoutes,
  wishlistRoutes,
  reviewRoutes,
  contactRoutes,
  promotionRoutes,
];
