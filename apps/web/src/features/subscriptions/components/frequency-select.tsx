import type { ComponentProps } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useTranslation } from "@/lib/i18n";

/** How often a job alert mails: at once, daily or weekly. */
export function FrequencySelect(props: ComponentProps<"select"> & FieldControlProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      <option value="instant">{t("subscriptions.frequency.instant")}</option>
      <option value="daily">{t("subscriptions.frequency.daily")}</option>
      <option value="weekly">{t("subscriptions.frequency.weekly")}</option>
    </Select>
  );
}
