/* global window, document */
// The embed script of the Jobatlas widgets, served at /widget.js (ADR 021). Next to a widget's
// iframe (marked data-jobatlas-widget) on an employer's site it
//   - fits the frame's height to the widget: the widget page reports its height by postMessage,
//     taken only from the Jobatlas origin this script came from and only from that frame;
//   - passes the frame's data-theme (light, dark, auto) on to the widget as ?theme=.
// Height is all it changes. Plain ES2017 without modules, so any page can include it as it is.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var READY = "jobatlas-widget:ready";
  var HELLO = "jobatlas-widget:hello";
  var HEIGHT = "jobatlas-widget:height";
  var MAX_HEIGHT = 20000;
  var THEMES = ["auto", "light", "dark"];

  // Included twice (two snippets on one page), the first copy does the work and rescans.
  var registry = (window.__jobatlasWidgets = window.__jobatlasWidgets || {});
  if (registry[origin]) {
    registry[origin]();
    return;
  }

  /** The widget frames of this script's origin on the page. */
  function frames() {
    var found = document.querySelectorAll("iframe[data-jobatlas-widget]");
    var result = [];
    for (var i = 0; i < found.length; i++) {
      try {
        if (new URL(found[i].src, document.baseURI).origin === origin) result.push(found[i]);
      } catch {
        // no valid src: not ours
      }
    }
    return result;
  }

  /**
   * Whether the frame shows a document of the widget's origin. Until the widget has loaded (a
   * lazy frame out of view, or one still loading) the frame holds its initial about:blank, which
   * belongs to this page: a message to it with the widget's origin as target is dropped, and the
   * browser logs an error on the host page for each one.
   */
  function showsWidget(frame) {
    if (!frame.contentWindow) return false;
    // null: a document of another origin than this page's (a frame's document is readable only
    // from its own origin), which is the widget once it has loaded.
    var doc = frame.contentDocument;
    if (doc === null) return origin !== window.location.origin;
    // Readable: about:blank, or the widget itself when this page is on the widget's origin.
    try {
      return doc.URL !== "about:blank" && new URL(doc.URL).origin === origin;
    } catch {
      return false;
    }
  }

  /** `hello` to a frame that shows the widget, with the widget's origin as target (never "*"). */
  function hello(frame) {
    if (showsWidget(frame)) frame.contentWindow.postMessage({ type: HELLO }, origin);
  }

  /** data-theme wins over the frame's ?theme=: when they differ, the frame loads with the attribute's theme. */
  function passTheme(frame) {
    var theme = frame.getAttribute("data-theme");
    if (THEMES.indexOf(theme) < 0) return;
    var url = new URL(frame.src, document.baseURI);
    if (url.searchParams.get("theme") === theme) return;
    url.searchParams.set("theme", theme);
    frame.src = url.href;
  }

  var seen = new WeakSet();
  function scan() {
    frames().forEach(function (frame) {
      if (seen.has(frame)) return;
      seen.add(frame);
      passTheme(frame);
      // The widget may have loaded before this script ran (its `ready` then went unanswered):
      // greet it now if it is there, else when its frame has loaded.
      frame.addEventListener("load", function () {
        hello(frame);
      });
      hello(frame);
    });
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || typeof data !== "object") return;
    var frame = null;
    var list = frames();
    for (var i = 0; i < list.length; i++) if (list[i].contentWindow === event.source) frame = list[i];
    if (!frame) return;
    // The widget said so itself (its window, its origin): it is there to be answered.
    if (data.type === READY) frame.contentWindow.postMessage({ type: HELLO }, origin);
    if (data.type === HEIGHT && typeof data.height === "number" && isFinite(data.height) && data.height >= 0) {
      frame.style.height = Math.min(Math.ceil(data.height), MAX_HEIGHT) + "px";
    }
  });

  registry[origin] = scan;
  scan();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
})();
