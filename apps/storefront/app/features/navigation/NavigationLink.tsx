import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NavigationItem } from "./navigation";

interface NavigationLinkProps {
  item: NavigationItem;
  className?: string;
  children?: ReactNode;
}

/** A navigation entry: a router link, an external link, or plain text for folders. */
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
    <Link to={item.href} className={className} {...(item.newTab ? { target: "_blank" } : {})}>
      {content}
    </Link>
  );
}
