import type { ReactNode } from "react";
import { Link } from "../../../components/ui/Link";
import type { LinkView } from "../cms-types";

/** A CMS link: router link inside the shop (its route discovered when followed, as NavigationLink's), a full page
 * load for external targets. */
export function CmsLink({
  link,
  className,
  children,
  label,
}: {
  link: LinkView;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const newTab = link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (link.external) {
    return (
      <a href={link.href} className={className} aria-label={label} {...newTab}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} aria-label={label} prefetch="intent" discover="none" {...newTab}>
      {children}
    </Link>
  );
}
