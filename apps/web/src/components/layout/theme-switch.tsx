import { Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { THEMES, useTheme, type Theme } from "@/lib/theme";
import { cn } from "@/components/ui/cn";
import { SegmentOption } from "@/components/ui/segment-option";

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Light / dark / system as a radio group (arrow keys move, as in any radio group). */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const name = useId(); // the header renders a switch for wide and one for narrow screens
  return (
    <fieldset className={cn("flex rounded-md border border-border p-0.5", className)}>
      <legend className="sr-only">{t("theme.label")}</legend>
      {THEMES.map((option) => {
        const Icon = icons[option];
        return (
          <SegmentOption
            key={option}
            name={name}
            value={option}
            checked={theme === option}
            onSelect={() => setTheme(option)}
            title={t(`theme.${option}`)}
            className="flex items-center px-2 py-1.5 hover:text-fg"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`theme.${option}`)}</span>
          </SegmentOption>
        );
      })}
    </fieldset>
  );
}
