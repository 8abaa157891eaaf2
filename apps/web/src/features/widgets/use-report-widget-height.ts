import { WIDGET_MESSAGES } from "@jobatlas/contract";
import { useEffect, type RefObject } from "react";

/** The origin the browser says frames this page (Chromium/WebKit), else the referrer's; null when unknown. */
function embedderOrigin(): string | null {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== "null") return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

const isWebOrigin = (origin: string) => /^https?:\/\//.test(origin);

/**
 * The widget page's side of the embed protocol (ADR 021): once running it tells the embedding
 * page it is `ready`; the page's embed script answers `hello`, and from then on the widget
 * reports the height of `content` to that origin only (never `*`), whenever it changes. Nothing
 * but the height ever leaves the frame; a page that is not framed sends nothing.
 */
export function useReportWidgetHeight(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (window.parent === window || !element) return;
    let parentOrigin: string | null = null;
    let lastHeight = -1;
    // Who the browser says frames this page: `hello` is taken from that origin only (from any web
    // origin where the browser does not say, e.g. a referrer-less frame in Firefox).
    const embedder = embedderOrigin();
    const expected = embedder && isWebOrigin(embedder) ? embedder : null;

    const report = () => {
      if (!parentOrigin) return;
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      window.parent.postMessage({ type: WIDGET_MESSAGES.height, height }, parentOrigin);
    };
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.source !== window.parent || !isWebOrigin(event.origin)) return;
      if (expected && event.origin !== expected) return;
      if (typeof data !== "object" || data === null || !("type" in data) || data.type !== WIDGET_MESSAGES.hello) return;
      parentOrigin = event.origin;
      lastHeight = -1;
      report();
    };

    window.addEventListener("message", onMessage);
    const observer = new ResizeObserver(report);
    observer.observe(element);
    if (expected) window.parent.postMessage({ type: WIDGET_MESSAGES.ready }, expected);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, [content]);
}
