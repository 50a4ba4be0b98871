import type { ReactNode } from "react";
import { Link } from "../../components/ui/Link";
import type { NavigationItem } from "./navigation";

interface NavigationLinkProps {
  item: NavigationItem;
  className?: string;
  children?: ReactNode;
}

/**
 * A navigation entry: a router link, an external link, or plain text for folders. The menus' ~85 links are on every
 * page: no eager route discovery (discover="none": no data-discover attribute each, no manifest request naming them
 * all on every page view); React Router discovers a link's route when it is followed (issue 15: page weight).
 */
export function NavigationLink({ item, className, children }: NavigationLinkProps) {
  const content = children ?? item.label;
  if (!item.href) return <span className={className}>{content}</span>;
  if (item.external) {
    return (
      <a
        href={item.href}
        className={className}
        {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <Link to={item.href} className={className} discover="none" {...(item.newTab ? { target: "_blank" } : {})}>
      {content}
    </Link>
  );
}
