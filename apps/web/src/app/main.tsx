import "@/styles/app.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { installGlobalErrorHandlers, reportHydrationMismatch } from "@/lib/error-reporting";
import { applyLanguage, loadLanguage } from "@/lib/i18n";
import { getAppSettings } from "@/lib/settings";
import { applyTheme, readTheme } from "@/lib/theme";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { readPageState, takeOverPage } from "./page-state";
import { createAppRouter } from "./router";

// public/theme-init.js already did this before first paint; repeat in case it was blocked.
applyTheme(readTheme());
// Fails with 'App settings node not found!' when the page was not served by our server.
const settings = getAppSettings();
installGlobalErrorHandlers();
/**
 * Not at the module's top level: a route's chunk imports from this entry's chunk, so awaiting the
 * route's code while this module is still being evaluated would wait for itself (ADR 050).
 */
async function start() {
  // The page's language catalogue is a chunk of its own (two: the public pages need only the first;
  // the server preloads them), fetched beside the route's code, not after it.
  await loadLanguage(settings.language, window.location.pathname);
  // The `$lang` route applies it too, but a page taken over from the server runs no `beforeLoad`.
  applyLanguage(settings.language);

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  const container = document.getElementById("root");
  if (!container) throw new Error("Root element #root not found!");
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // A company or listing page the server drew (ADR 050) is taken over as it stands: with the data
  // it was drawn from and the route's code loaded, the first render matches the server's markup.
  const pageState = readPageState();
  if (pageState) {
    await takeOverPage(pageState, queryClient, router);
    // In a transition React takes the page over in slices of a few milliseconds, yielding to the
    // visitor's input between them, instead of one long task (ADR 052).
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    createRoot(container).render(app);
  }
  // From here React hears the page's events (a click on a part still being taken over is replayed
  // once that part is): what the end-to-end journeys wait for on a server-drawn page (ADR 052).
  document.documentElement.dataset.app = "started";
}

void start();
