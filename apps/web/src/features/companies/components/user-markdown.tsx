import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { cn } from "@/components/ui/cn";
import { safeLinkHref } from "../safe-url";

/** rel of every link a company wrote: no access to this page, no referrer, no ranking credit. */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";

type HeadingLevel = 2 | 3 | 4;

type MarkdownNode = { type: string; depth?: number; children?: MarkdownNode[] };

/**
 * A remark plugin: the text's headings get the levels they have on the page. The text's top
 * heading level (whatever the company wrote: "#" or "##") becomes `base`, the next one `base + 1`
 * and so on, and no heading is ever more than one level below the one before it — screen-reader
 * users move by headings, and a skipped level reads as a missing section (issue 24 point 25).
 */
export function headingLevels(base: HeadingLevel) {
  return () => (tree: MarkdownNode) => {
    const headings: MarkdownNode[] = [];
    const collect = (node: MarkdownNode) => {
      if (node.type === "heading") headings.push(node);
      node.children?.forEach(collect);
    };
    collect(tree);
    const depths = [...new Set(headings.map((h) => h.depth ?? 1))].sort((a, b) => a - b);
    let previous = base - 1;
    for (const node of headings) {
      const ranked = base + depths.indexOf(node.depth ?? 1);
      node.depth = Math.min(6, ranked, previous + 1);
      previous = node.depth;
    }
  };
}

function heading(level: number) {
  const tag = `h${level}` as "h3";
  function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
    const Tag = tag;
    return <Tag className="mt-4 font-semibold" {...props} />;
  }
  return Heading;
}

const COMPONENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
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

const PLUGINS = { 2: [headingLevels(2)], 3: [headingLevels(3)], 4: [headingLevels(4)] };

/**
 * Markdown a company wrote (description, job texts), rendered inert: raw HTML is dropped
 * (`skipHtml`, and react-markdown never creates elements from it), links open only for http(s)
 * and mailto (anything else is plain text), images are not shown (they would load from anywhere).
 * `headingLevel`: the level the text's own top headings get (one below the section's heading);
 * the levels below follow without gaps (headingLevels).
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
        remarkPlugins={PLUGINS[headingLevel]}
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
}
