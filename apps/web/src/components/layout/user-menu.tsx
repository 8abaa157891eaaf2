import type { TStatusResponse } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Building2, ChevronDown, CircleUser, Compass, LogOut } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/components/ui/cn";
import { useDropdown } from "@/components/ui/use-dropdown";
import { useLanguage } from "./use-language";

type User = NonNullable<TStatusResponse["user"]>;
type Organizations = TStatusResponse["organizations"];

const itemClasses =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-fg hover:bg-surface aria-[current=page]:bg-surface";

/** Profile, my career, each organisation's area and sign out: in the menu and in the phone menu. */
export function AccountLinks({
  organizations,
  withCareer = true,
}: {
  organizations: Organizations;
  /** The phone menu lists my career with the main navigation already. */
  withCareer?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="space-y-0.5">
      <li>
        <Link to="/$lang/account/profile" params={{ lang }} className={itemClasses}>
          <CircleUser aria-hidden="true" className="size-4 text-muted" />
          {t("nav.profile")}
        </Link>
      </li>
      {withCareer && (
        <li>
          <Link to="/$lang/user" params={{ lang }} className={itemClasses}>
            <Compass aria-hidden="true" className="size-4 text-muted" />
            {t("nav.career")}
          </Link>
        </li>
      )}
      {organizations.map((organization) => (
        <li key={organization.slug}>
          <Link to="/$lang/org/$companyslug" params={{ lang, companyslug: organization.slug }} className={itemClasses}>
            <Building2 aria-hidden="true" className="size-4 text-muted" />
            {t("nav.orgArea", { name: organization.name })}
          </Link>
        </li>
      ))}
      <li className="border-t border-border pt-0.5">
        {/* No preloading: the sign-out page signs out when shown, so it is only ever shown on purpose. */}
        <Link to="/$lang/account/logout" params={{ lang }} preload={false} className={itemClasses}>
          <LogOut aria-hidden="true" className="size-4 text-muted" />
          {t("nav.signOut")}
        </Link>
      </li>
    </ul>
  );
}

/**
 * The signed-in user's menu in the header: a disclosure button (name and picture) opening the
 * account links. Escape closes it and returns focus to the button; so do a click outside, moving
 * focus away and navigating.
 */
export function UserMenu({ user, organizations }: { user: User; organizations: Organizations }) {
  const { t } = useTranslation();
  const { open, setOpen, panelId, root, buttonProps } = useDropdown();

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        {...buttonProps}
        className="flex items-center gap-2 rounded-md py-1 pr-2 pl-1 text-sm font-medium text-fg hover:bg-surface"
      >
        <Avatar
          pictureUrl={user.picture_url}
          firstName={user.first_name}
          lastName={user.last_name}
          alt=""
          className="size-8 text-xs"
        />
        {/* Named by what it shows (label in name, WCAG 2.5.3), plus what it is. */}
        <span className="max-w-32 truncate">{user.first_name || user.email}</span>
        <span className="sr-only">{t("nav.accountMenu")}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 text-muted transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-72 rounded-lg border border-border bg-bg p-2 shadow-lg"
      >
        <p className="truncate px-3 pt-1 pb-2 text-xs text-muted">{t("nav.signedInAs", { email: user.email })}</p>
        <AccountLinks organizations={organizations} />
      </div>
    </div>
  );
}
