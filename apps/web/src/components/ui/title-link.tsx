import { createLink } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/** The link's look: accent coloured (its underline close below or, in a list's cards, further), or quiet until hovered. */
const TITLE_LINK_CLASSES = {
  accent: "text-accent underline-offset-2 hover:underline",
  accentWide: "text-accent underline-offset-4 hover:underline",
  quiet: "hover:text-accent hover:underline",
} as const;

function TitleAnchor({
  heading: Heading,
  headingId,
  headingClassName,
  look = "accent",
  ...props
}: ComponentProps<"a"> & {
  heading: "h2" | "h3" | "h4";
  /** For the card that the heading names (aria-labelledby). */
  headingId?: string;
  headingClassName: string;
  look?: keyof typeof TITLE_LINK_CLASSES;
}) {
  return (
    <Heading id={headingId} className={headingClassName}>
      <a className={TITLE_LINK_CLASSES[look]} {...props} />
    </Heading>
  );
}

/** A card's title in a list: its heading (`heading`, `headingClassName`) is the router link to the thing. */
export const TitleLink = createLink(TitleAnchor);
