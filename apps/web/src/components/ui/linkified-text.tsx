import { Fragment } from "react";
import { linkify } from "@/lib/linkify";

/**
 * Plain text with its URLs and email addresses as links (never HTML from the text itself).
 * `mapHref` may rewrite a URL's target, e.g. to a path on the current host.
 */
export function LinkifiedText({ text, mapHref }: { text: string; mapHref?: (href: string) => string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === "text" ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a
            key={index}
            href={part.kind === "url" && mapHref ? mapHref(part.href) : part.href}
            className="text-accent underline wrap-anywhere hover:text-accent-hover"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
