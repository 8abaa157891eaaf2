import type { TOrgAddress } from "@jobatlas/contract";
import { useSuspenseQuery } from "@tanstack/react-query";
import { MapPin, Plus } from "lucide-react";
import { useRef, useState, type MouseEvent, type RefObject } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { DeleteButton, EditButton } from "@/components/ui/row-actions";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ServiceError } from "@/lib/api-errors";
import { addressesQueryOptions, useDeleteAddress } from "../api/org-company";
import { AddressForm } from "./address-form";

/** "Bahnhofstrasse 1", "8001 Zürich". */
function addressLines(address: TOrgAddress): [string, string] {
  return [[address.street, address.house_number].filter(Boolean).join(" "), `${address.postal_code} ${address.city}`];
}

/** The add or edit dialog; `address` undefined adds a new one. */
function AddressDialog({
  slug,
  address,
  open,
  onOpenChange,
  opener,
}: {
  slug: string;
  address?: TOrgAddress;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it (no Radix trigger here): focus goes back to it. */
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle>{address ? t("orgCompany.addresses.editTitle") : t("orgCompany.addresses.addTitle")}</DialogTitle>
        <DialogDescription>{t("orgCompany.addresses.dialogText")}</DialogDescription>
        <div className="mt-5">
          {open && <AddressForm slug={slug} address={address} onDone={() => onOpenChange(false)} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The addresses tab: every address of the organisation (the work places listings name and the
 * points of the search map); owners and admins add, change and delete them, recruiters read.
 * An address a planned or active listing uses cannot be deleted: the server names the listings.
 */
export function AddressesPanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(addressesQueryOptions(slug));
  const remove = useDeleteAddress(slug);
  const [editing, setEditing] = useState<TOrgAddress | "new">();
  const [refusal, setRefusal] = useState<string>();
  const opener = useRef<HTMLElement | null>(null);
  const openEditor = (target: TOrgAddress | "new", event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setEditing(target);
  };

  const onDelete = async (address: TOrgAddress) => {
    setRefusal(undefined);
    try {
      await remove.mutateAsync(address.id);
      toast.success(t("orgCompany.addresses.deleted"));
    } catch (error) {
      if (error instanceof ServiceError) setRefusal(error.detail);
    }
  };

  return (
    <section aria-labelledby="org-addresses-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="org-addresses-title" className="text-xl font-semibold">
          {t("orgCompany.addresses.title")}
        </h2>
        {canEdit && (
          <Button onClick={(event) => openEditor("new", event)}>
            <Plus aria-hidden="true" className="size-5" />
            {t("orgCompany.addresses.add")}
          </Button>
        )}
      </div>
      <p className="max-w-prose text-muted">
        {canEdit ? t("orgCompany.addresses.intro") : t("orgCompany.addresses.introReadOnly")}
      </p>
      {refusal && (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          <p className="font-semibold">{t("orgCompany.addresses.notDeleted")}</p>
          <p>{refusal}</p>
        </div>
      )}
      {data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-input p-6 text-center text-muted">
          {t("orgCompany.addresses.empty")}
        </p>
      ) : (
        <ul aria-label={t("orgCompany.addresses.listLabel")} className="grid gap-3 md:grid-cols-2">
          {data.items.map((address) => {
            const [street, place] = addressLines(address);
            const name = address.label || street;
            return (
              <li key={address.id} className="flex gap-3 rounded-lg border border-border p-4">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <div className="min-w-0 flex-1 space-y-2">
                  <address className="not-italic">
                    {address.label && <span className="block font-semibold">{address.label}</span>}
                    <span className="block">{street}</span>
                    <span className="block">{place}</span>
                    <span className="block text-sm text-muted">
                      {address.canton === address.country
                        ? t(`orgCompany.addresses.countries.${address.country}`)
                        : `${address.canton} · ${t(`orgCompany.addresses.countries.${address.country}`)}`}
                    </span>
                  </address>
                  {canEdit && (
                    <div className="flex flex-wrap gap-2">
                      <EditButton
                        label={t("orgCompany.addresses.edit")}
                        namedLabel={t("orgCompany.addresses.editNamed", { name })}
                        onClick={(event) => openEditor(address, event)}
                      />
                      <DeleteButton
                        label={t("orgCompany.addresses.delete")}
                        namedLabel={t("orgCompany.addresses.deleteNamed", { name })}
                        disabled={remove.isPending}
                        title={t("orgCompany.addresses.deleteTitle")}
                        description={t("orgCompany.addresses.deleteText", { address: `${street}, ${place}` })}
                        confirmLabel={t("orgCompany.addresses.deleteConfirm")}
                        onConfirm={() => void onDelete(address)}
                      />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && (
        <AddressDialog
          slug={slug}
          address={editing === "new" ? undefined : editing}
          open={editing !== undefined}
          opener={opener}
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
        />
      )}
    </section>
  );
}
