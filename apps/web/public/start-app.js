/* global window, document */
// Starts the app on a page the server drew (ADR 052), once that page has been painted: the page is
// readable without the app, so its code is fetched and run after the first paint and never
// delays it (on a repeat visit the code is cached, and running it before the paint would hold the
// paint back). The server lists the code in the #app-code JSON node (CSP allows no inline script,
// hence this file; the build emits it hashed in assets/).
(() => {
  const node = document.getElementById("app-code");
  if (!node) return;
  const { entry, preloads } = JSON.parse(node.textContent);
  const start = () => {
    const code = document.createDocumentFragment();
    // The preloads first, so the browser fetches the route's code beside the entry, not after it.
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      code.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    code.append(script);
    document.head.append(code);
  };
  // A hidden tab paints nothing (and runs no animation frames): start at once there.
  if (document.visibilityState === "hidden") start();
  else window.requestAnimationFrame(() => window.setTimeout(start, 0));
})();
