import type { LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { TitleLink } from "@/components/ui/title-link";

/**
 * One card of an experiments list (the experiments, an experiment's hits): its title links to the
 * thing (`link`), `aside` (its state) beside the title, then `children`.
 */
export function ExperimentListCard({
  heading,
  headingClassName,
  link,
  title,
  aside,
  children,
}: {
  heading: "h2" | "h3";
  headingClassName: string;
  link: LinkProps;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <TitleLink heading={heading} headingClassName={headingClassName} look="accentWide" {...link}>
          {title}
        </TitleLink>
        {aside}
      </div>
      {children}
    </li>
  );
}
