import { ADDRESS_LIMITS, ZOrgAddressRequest, type TLocationSuggestion, type TOrgAddress } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useApiForm } from "@/lib/use-api-form";
import { postalCodePlacesQueryOptions, useCreateAddress, useUpdateAddress } from "../api/org-company";

const FIELDS = ["label", "street", "house_number", "postal_code", "city", "country"] as const;

/** Compared as the server compares: without case, accents and punctuation. */
export function foldPlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

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

/**
 * An address: label, street, house number, postal code, city, country. Typing a postal code
 * looks it up in the list the server checks against: one place fills in city and country, several
 * are offered to choose from. The server geocodes it and answers any mismatch at its field.
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
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZOrgAddressRequest,
    defaultValues: defaultsOf(address),
    fields: FIELDS,
    onSubmit: async (values) => {
      await (address ? update : create).mutateAsync(values);
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
      <FormError error={errors.root?.server} />
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("form.sending") : t("orgCompany.addresses.save")}
        </Button>
      </div>
    </form>
  );
}
