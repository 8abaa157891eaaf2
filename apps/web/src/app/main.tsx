// First: zod must know it may not compile code before the contract's schemas are made.
import "@/lib/zod-setup";
import "@/styles/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installGlobalErrorHandlers } from "@/lib/error-reporting";
import { loadLanguage } from "@/lib/i18n";
import { getAppSettings } from "@/lib/settings";
import { applyTheme, readTheme } from "@/lib/theme";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

// public/theme-init.js already did this before first paint; repeat in case it was blocked.
applyTheme(readTheme());
// Fails with 'App settings node not found!' when the page was not served by our server.
const settings = getAppSettings();
installGlobalErrorHandlers();
// The page's language catalogue is a chunk of its own (two: the public pages need only the first;
// the server preloads them), fetched beside the route's code, not after it.
await loadLanguage(settings.language, window.location.pathname);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById("root");
if (!container) throw new Error("Root element #root not found!");
createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient} router={router} />
  </StrictMode>,
);
