/* global window, document, MutationObserver */
// Widget pages only (the server adds this script after theme-init.js, ADR 021): the theme is the
// one the server decided and wrote on <html> as data-widget-theme — light or dark when forced,
// auto to follow the visitor's device (prefers-color-scheme; the app's stored choice does not
// count in a widget). Applied before the first paint and held for the page's life: the app's
// general theme code (main.tsx, the toaster) applies the stored choice and is put right at once
// (a MutationObserver runs before the next paint), so a forced theme never flashes.
(() => {
  const root = document.documentElement;
  const forced = root.dataset.widgetTheme;
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    const dark = forced === "dark" || (forced !== "light" && media.matches);
    if (root.classList.contains("dark") !== dark) root.classList.toggle("dark", dark);
    const scheme = dark ? "dark" : "light";
    if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ["class", "style"] });
  media.addEventListener("change", apply);
})();
