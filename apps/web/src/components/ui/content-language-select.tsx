import { ZContentLanguage } from "@jobatlas/contract";
import type { ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n";
import type { FieldControlProps } from "./field";
import { ChoiceSelect } from "./select";

/** The language a job or listing is written in (de, fr, it, en), named in the page's language. */
export function ContentLanguageSelect(props: ComponentProps<"select"> & FieldControlProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      values={ZContentLanguage.options}
      label={(code) => t(`jobFields.contentLanguages.${code}`)}
      {...props}
    />
  );
}
