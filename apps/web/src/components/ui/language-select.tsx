import { LANGUAGES } from "@jobatlas/contract";
import type { ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n";
import type { FieldControlProps } from "./field";
import { Select } from "./select";

/** The languages of the product (de, en), each named in its own language. */
export function LanguageSelect(props: ComponentProps<"select"> & FieldControlProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </Select>
  );
}
