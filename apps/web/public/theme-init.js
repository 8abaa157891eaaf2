/* global window, document */
// Runs before the first paint (loaded synchronously from <head>): applies the colour theme kept
// under localStorage "theme" (light | dark | system; default system) so dark mode never flashes.
// The CSP allows no inline script, hence this file. Keep in step with src/lib/theme.ts.
(() => {
  let theme = "system";
  try {
    const stored = window.localStorage.getItem("theme");
    if (stored === "light" || stored === "dark") theme = stored;
  } catch {
    // storage blocked: follow the system
  }
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
})();
