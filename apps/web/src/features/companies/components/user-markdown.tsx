import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { cn } from "@/components/ui/cn";
import { safeLinkHref } from "../safe-url";

/** rel of every link a company wrote: no access to this page, no referrer, no ranking credit. */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";

type HeadingLevel = 2 | 3 | 4;

function heading(level: number, base: HeadingLevel) {
  // A company's own "# Title" sits below the section heading of the page.
  const tag = `h${Math.min(6, base + Math.max(0, level - 1))}` as "h3";
  function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
    const Tag = tag;
    return <Tag className="mt-4 font-semibold" {...props} />;
  }
  return Heading;
}

function components(base: HeadingLevel): Components {
  return {
    h1: heading(1, base),
    h2: heading(2, base),
    h3: heading(3, base),
    h4: heading(4, base),
    h5: heading(5, base),
    h6: heading(6, base),
    a: ({ node: _node, href, children, ...props }) => {
      const safe = safeLinkHref(href);
      // An unsafe link keeps its text and loses its target: nothing to click.
      if (!safe) return <span>{children}</span>;
      const external = !safe.startsWith("mailto:");
      return (
        <a
          {...props}
          href={safe}
          rel={USER_LINK_REL}
          target={external ? "_blank" : undefined}
          className="text-accent underline wrap-anywhere hover:text-accent-hover"
        >
          {children}
        </a>
      );
    },
  };
}

const BY_LEVEL = { 2: components(2), 3: components(3), 4: components(4) };

/**
 * Markdown a company wrote (description, job texts), rendered inert: raw HTML is dropped
 * (`skipHtml`, and react-markdown never creates elements from it), links open only for http(s)
 * and mailto (anything else is plain text), images are not shown (they would load from anywhere).
 * `headingLevel`: the level the text's own top headings get (one below the section's heading).
 */
export function UserMarkdown({
  text,
  headingLevel = 3,
  className,
}: {
  text: string;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "max-w-prose space-y-3 wrap-break-word [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6",
        className,
      )}
    >
      <Markdown
        skipHtml
        disallowedElements={["img"]}
        urlTransform={(url) => safeLinkHref(url) ?? ""}
        components={BY_LEVEL[headingLevel]}
      >
        {text}
      </Markdown>
    </div>
  );
}
