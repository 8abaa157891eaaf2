import { createLink } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { cn } from "./cn";

function RowAnchor({ className, ...props }: ComponentProps<"a">) {
  return (
    <a
      className={cn("font-semibold wrap-anywhere text-accent underline-offset-2 hover:underline", className)}
      {...props}
    />
  );
}

/** A list row's name as the router link to its thing (a job, a candidate, an application). */
export const RowLink = createLink(RowAnchor);
