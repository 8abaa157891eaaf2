import { createLink } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/** The link's look by how far its underline sits below the text (a list's cards keep theirs). */
const TITLE_LINK_CLASSES = {
  2: "text-accent underline-offset-2 hover:underline",
  4: "text-accent underline-offset-4 hover:underline",
} as const;

function TitleAnchor({
  heading: Heading,
  headingClassName,
  underlineOffset = 2,
  ...props
}: ComponentProps<"a"> & {
  heading: "h2" | "h3" | "h4";
  headingClassName: string;
  underlineOffset?: keyof typeof TITLE_LINK_CLASSES;
}) {
  return (
    <Heading className={headingClassName}>
      <a className={TITLE_LINK_CLASSES[underlineOffset]} {...props} />
    </Heading>
  );
}

/** A card's title in a list: its heading (`heading`, `headingClassName`) is the router link to the thing. */
export const TitleLink = createLink(TitleAnchor);
