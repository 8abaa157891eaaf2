import { Link, useLocation } from "@tanstack/react-router";
import { Menu, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { BrandLink } from "./brand-link";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { AccountLinks, UserMenu } from "./user-menu";
import { useLanguage } from "./use-language";

const navLinkClasses = cn(
  "block rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-fg",
  "aria-[current=page]:bg-surface aria-[current=page]:text-fg",
);

function NavItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

export function Header() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // Close the phone menu after navigating.
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const signedIn = Boolean(session?.authenticated && session.user);
  const organizations = session?.organizations ?? [];

  const links = (
    <>
      <NavItem>
        <Link to="/$lang/search" params={{ lang }} className={navLinkClasses}>
          {t("nav.search")}
        </Link>
      </NavItem>
      {signedIn && (
        <NavItem>
          <Link to="/$lang/user" params={{ lang }} className={navLinkClasses}>
            {t("nav.career")}
          </Link>
        </NavItem>
      )}
      <NavItem>
        <Link to="/$lang/contact" params={{ lang }} className={navLinkClasses}>
          {t("nav.contact")}
        </Link>
      </NavItem>
    </>
  );

  // "Post a job": the listing editor for members of an organisation, else the account opening.
  const postJob =
    organizations.length > 0 ? (
      <Link to="/$lang/listings/create" params={{ lang }} className={buttonClasses("primary", "sm")}>
        {t("nav.postListing")}
      </Link>
    ) : (
      <Link to="/$lang/account/signup/company" params={{ lang }} className={buttonClasses("primary", "sm")}>
        {t("nav.postListing")}
      </Link>
    );

  const signIn = (
    <Link to="/$lang/account/login" params={{ lang }} className={buttonClasses("secondary", "sm")}>
      {t("nav.signIn")}
    </Link>
  );

  return (
    <header className="border-b border-border bg-bg">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <BrandLink />

        <nav aria-label={t("nav.label")} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <ThemeSwitch />
          {session?.user && signedIn ? <UserMenu user={session.user} organizations={organizations} /> : signIn}
          {postJob}
        </div>

        <button
          type="button"
          className="ml-auto rounded-md p-2 text-fg hover:bg-surface lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{t("nav.menu")}</span>
        </button>
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-border px-4 pb-4 lg:hidden">
        <nav aria-label={t("nav.label")} className="pt-2">
          <ul className="space-y-1">{links}</ul>
        </nav>
        {session?.user && signedIn && (
          <div className="mt-3 border-t border-border pt-3">
            <p className="truncate px-3 pb-2 text-xs text-muted">
              {t("nav.signedInAs", { email: session.user.email })}
            </p>
            <AccountLinks organizations={organizations} withCareer={false} />
          </div>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-border pt-3">
          <LanguageSwitch />
          <ThemeSwitch />
          {!signedIn && signIn}
          {postJob}
        </div>
      </div>
    </header>
  );
}
