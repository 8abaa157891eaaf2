import { Outlet, useLocation, useMatches } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { Footer } from "./footer";
import { Header } from "./header";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Render the screen without header and footer (full-screen 404, embeddable widgets). */
    bare?: boolean;
  }
}

/** Skip link, header, main landmark, footer around every screen under /{lang}/. */
export function AppLayout() {
  const { t } = useTranslation();
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstPath = useRef(pathname);

  useEffect(() => {
    // After client-side navigation, start reading at the new screen (as a page load would).
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (bare) return <Outlet />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("common.skipToContent")}
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
