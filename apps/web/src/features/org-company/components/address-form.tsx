import {
  ADDRESS_LIMITS,
  foldPlace,
  ORG_COMPANY_ERROR_CODES,
  ZOrgAddressRequest,
  type TLocationSuggestion,
  type TOrgAddress,
  type TOrgAddressInput,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ServiceError } from "@/lib/api-errors";
import { useApiForm } from "@/lib/use-api-form";
import { changedFields, startingPoint, useFetchCurrent, useStaleEdit } from "@/lib/use-stale-edit";
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import {
  addressesQueryOptions,
  postalCodePlacesQueryOptions,
  useCreateAddress,
  useUpdateAddress,
} from "../api/org-company";

const FIELDS = ["label", "street", "house_number", "postal_code", "city", "country"] as const;
/** The label key (orgCompany.addresses.*) of each field, for the notice of a stale save. */
const FIELD_LABELS = {
  label: "label",
  street: "street",
  house_number: "houseNumber",
  postal_code: "postalCode",
  city: "city",
  country: "country",
} as const satisfies Record<(typeof FIELDS)[number], string>;

function defaultsOf(address: TOrgAddress | undefined) {
  return {
    label: address?.label ?? "",
    street: address?.street ?? "",
    house_number: address?.house_number ?? "",
    postal_code: address?.postal_code ?? "",
    city: address?.city ?? "",
    country: address?.country ?? ("CH" as const),
  };
}

/** Whether the values put the address somewhere else (a new label alone does not), as the server decides. */
export function movesPlace(address: TOrgAddress, values: TOrgAddressInput): boolean {
  return (
    values.street !== address.street ||
    values.house_number !== address.house_number ||
    values.postal_code !== address.postal_code ||
    foldPlace(values.city) !== foldPlace(address.city) ||
    values.country !== address.country
  );
}

const oneLine = (a: Pick<TOrgAddress, "street" | "house_number" | "postal_code" | "city">) =>
  `${[a.street, a.house_number].filter(Boolean).join(" ")}, ${a.postal_code} ${a.city}`;

/** The planned and active listings working at the address, as a list. */
function ListingsHere({ address }: { address: TOrgAddress }) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5">
      {address.listings.map((listing) => (
        <li key={listing.id}>
          {listing.title}{" "}
          <span className="text-muted">({t(`orgCompany.addresses.listingStatus.${listing.status}`)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An address: label, street, house number, postal code, city, country. Typing a postal code
 * looks it up in the list the server checks against: one place fills in city and country, several
 * are offered to choose from. The server geocodes it and answers any mismatch at its field.
 * Changing where an address is moves the planned and active listings working there (ADR 057):
 * the form names them up front and asks before it saves such a change with `move_listings`.
 */
export function AddressForm({
  slug,
  address,
  onDone,
}: {
  slug: string;
  /** The address to change; none for a new one. */
  address?: TOrgAddress;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAddress(slug);
  const update = useUpdateAddress(slug, address?.id ?? 0);
  const [filled, setFilled] = useState("");
  /** The values waiting for the confirmation that the listings move; the server's refusal if it had to ask. */
  const [moving, setMoving] = useState<{ values: TOrgAddressInput; refusal?: string }>();
  const moveConfirmed = useRef(false);
  const moveHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moving) moveHeading.current?.focus();
  }, [moving]);
  // The address the form started from: the one listed, or the current one after a stale save (ADR 088).
  const base = useRef(address);
  const fetchAddresses = useFetchCurrent(addressesQueryOptions(slug));
  const stale = useStaleEdit(async () => {
    const current = (await fetchAddresses()).items.find((item) => item.id === address?.id);
    if (!current) throw new Error("The address is gone");
    base.current = current;
    reset(defaultsOf(current));
  });
  const {
    register,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZOrgAddressRequest,
    defaultValues: defaultsOf(address),
    fields: FIELDS,
    onSubmit: async (values) => {
      const confirmed = moveConfirmed.current;
      moveConfirmed.current = false;
      // The address as listed now, when it changed since only in what the form does not send.
      const loaded = base.current && address ? startingPoint(base.current, address, defaultsOf) : base.current;
      base.current = loaded;
      if (loaded && !confirmed && loaded.listings.length > 0 && movesPlace(loaded, values)) {
        setMoving({ values });
        return;
      }
      try {
        if (loaded) await update.mutateAsync({ ...values, move_listings: confirmed, revision: loaded.revision });
        else await create.mutateAsync(values);
      } catch (error) {
        const draftChanges = () =>
          changedFields(values, defaultsOf(loaded), FIELDS, (field) =>
            t(`orgCompany.addresses.${FIELD_LABELS[field]}`),
          );
        if (stale.refused(error, draftChanges)) {
          setMoving(undefined);
          return;
        }
        // A listing came to the address since the list was read: the server names them all.
        if (error instanceof ServiceError && error.code === ORG_COMPANY_ERROR_CODES.addressMovesListings) {
          setMoving({ values, refusal: error.detail });
          return;
        }
        throw error;
      }
      setMoving(undefined);
      toast.success(t("orgCompany.addresses.saved"));
      onDone();
    },
  });

  const postalCode = (watch("postal_code") ?? "").trim();
  const city = watch("city") ?? "";
  const complete = /^\d{4}$/.test(postalCode);
  const { data: places, isFetching } = useQuery({ ...postalCodePlacesQueryOptions(postalCode), enabled: complete });
  const shown = complete ? places : undefined;
  const matches = shown?.some((place) => foldPlace(place.city) === foldPlace(city)) ?? false;

  const choose = (place: TLocationSuggestion, announce: boolean) => {
    setValue("city", place.city, { shouldDirty: true, shouldValidate: Boolean(errors.city) });
    setValue("country", place.country, { shouldDirty: true });
    if (announce) setFilled(t("orgCompany.addresses.cityFilled", { place: `${postalCode} ${place.city}` }));
  };

  // A postal code with one place fills in its city once (and again whenever the code changes).
  const filledFor = useRef(address?.postal_code ?? "");
  useEffect(() => {
    if (!shown || filledFor.current === postalCode) return;
    filledFor.current = postalCode;
    const [only] = shown;
    if (shown.length === 1 && only && foldPlace(only.city) !== foldPlace(city)) choose(only, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the places of a new code arrive
  }, [shown, postalCode]);

  return (
    <form {...formProps} className="space-y-5">
      <StaleEditNotice stale={stale} />
      <FormError error={errors.root?.server} />
      {address && address.listings.length > 0 && !moving && (
        <div className="space-y-2 rounded-md border border-border bg-surface p-3 text-sm">
          <p className="font-semibold">{t("orgCompany.addresses.usedBy", { count: address.listings.length })}</p>
          <ListingsHere address={address} />
          <p className="text-muted">{t("orgCompany.addresses.usedByHint")}</p>
        </div>
      )}
      <Field
        label={t("orgCompany.addresses.label")}
        hint={t("orgCompany.addresses.labelHint")}
        error={errors.label?.message}
        optional
      >
        {(props) => <Input maxLength={ADDRESS_LIMITS.labelMax} {...props} {...register("label")} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <Field label={t("orgCompany.addresses.street")} error={errors.street?.message}>
          {(props) => (
            <Input
              autoComplete="address-line1"
              maxLength={ADDRESS_LIMITS.streetMax}
              {...props}
              {...register("street")}
            />
          )}
        </Field>
        <Field label={t("orgCompany.addresses.houseNumber")} error={errors.house_number?.message} optional>
          {(props) => <Input maxLength={ADDRESS_LIMITS.houseNumberMax} {...props} {...register("house_number")} />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        <Field label={t("orgCompany.addresses.postalCode")} error={errors.postal_code?.message}>
          {(props) => (
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              {...props}
              {...register("postal_code")}
            />
          )}
        </Field>
        <Field label={t("orgCompany.addresses.city")} error={errors.city?.message}>
          {(props) => (
            <Input autoComplete="address-level2" maxLength={ADDRESS_LIMITS.cityMax} {...props} {...register("city")} />
          )}
        </Field>
      </div>
      {shown && shown.length > 1 && !matches && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("orgCompany.addresses.choosePlace", { postalCode })}</legend>
          <div className="flex flex-wrap gap-2">
            {shown.map((place) => (
              <Button
                key={`${place.city}-${place.lat}`}
                variant="secondary"
                size="sm"
                onClick={() => choose(place, true)}
              >
                {place.city}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      {shown && shown.length === 0 && !isFetching && (
        <p className="text-sm text-danger">{t("orgCompany.addresses.unknownPostalCode", { postalCode })}</p>
      )}
      <p role="status" className="sr-only">
        {filled}
      </p>
      <Field label={t("orgCompany.addresses.country")} error={errors.country?.message}>
        {(props) => (
          <Select autoComplete="country" {...props} {...register("country")}>
            <option value="CH">{t("orgCompany.addresses.countries.CH")}</option>
            <option value="LI">{t("orgCompany.addresses.countries.LI")}</option>
          </Select>
        )}
      </Field>
      {address && moving ? (
        <section
          aria-labelledby="address-move-title"
          className="space-y-3 rounded-md border-2 border-accent bg-surface p-4 text-sm"
        >
          <h3 id="address-move-title" ref={moveHeading} tabIndex={-1} className="text-base font-semibold">
            {t("orgCompany.addresses.moveTitle", { count: address.listings.length || 1 })}
          </h3>
          <p>
            {t("orgCompany.addresses.moveText", {
              from: oneLine(address),
              to: oneLine(moving.values),
            })}
          </p>
          {moving.refusal ? <p>{moving.refusal}</p> : <ListingsHere address={address} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setMoving(undefined)}>
              {t("orgCompany.addresses.moveBack")}
            </Button>
            <Button type="submit" disabled={isSubmitting} onClick={() => (moveConfirmed.current = true)}>
              {isSubmitting ? t("form.sending") : t("orgCompany.addresses.moveConfirm")}
            </Button>
          </div>
        </section>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("form.sending") : t("orgCompany.addresses.save")}
          </Button>
        </div>
      )}
    </form>
  );
}
