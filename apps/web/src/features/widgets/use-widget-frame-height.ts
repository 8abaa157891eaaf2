import { WIDGET_MAX_HEIGHT, WIDGET_MESSAGES } from "@jobatlas/contract";
import { useEffect, type RefObject } from "react";

/**
 * The embedding side of the widget protocol (ADR 021) for a frame of our own origin (the widgets
 * page's previews), as public/widget.js — served at /widget.js — does it on other sites: answers
 * the widget's `ready` with `hello`, and takes `height` only from that frame and this origin.
 */
export function useWidgetFrameHeight(frame: RefObject<HTMLIFrameElement | null>): void {
  useEffect(() => {
    const origin = window.location.origin;
    const hello = () => frame.current?.contentWindow?.postMessage({ type: WIDGET_MESSAGES.hello }, origin);
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.origin !== origin || event.source !== element.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== "object" || data === null || !("type" in data)) return;
      if (data.type === WIDGET_MESSAGES.ready) hello();
      if (data.type === WIDGET_MESSAGES.height && "height" in data && typeof data.height === "number") {
        if (!Number.isFinite(data.height) || data.height < 0) return;
        element.style.height = `${Math.min(Math.ceil(data.height), WIDGET_MAX_HEIGHT)}px`;
      }
    };
    window.addEventListener("message", onMessage);
    const element = frame.current;
    element?.addEventListener("load", hello);
    hello();
    return () => {
      window.removeEventListener("message", onMessage);
      element?.removeEventListener("load", hello);
    };
  }, [frame]);
}
