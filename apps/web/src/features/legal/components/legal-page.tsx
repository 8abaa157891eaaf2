import { Info } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { LinkifiedText } from "@/components/ui/linkified-text";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDate } from "@/lib/format";
import { isLanguage } from "@/lib/i18n";
import type { LegalBlock, LegalPage as LegalPageKey, LegalTexts } from "@/features/legal/content/types";
import type { TLanguage } from "@jobatlas/contract";

/** Each language's legal texts (~5 kB gzip each) load with the page that shows them, the page language's only. */
const TEXTS: Record<TLanguage, () => Promise<LegalTexts>> = {
  de: () => import("@/features/legal/content/de").then((module) => module.legalDe),
  fr: () => import("@/features/legal/content/fr").then((module) => module.legalFr),
  it: () => import("@/features/legal/content/it").then((module) => module.legalIt),
  en: () => import("@/features/legal/content/en").then((module) => module.legalEn),
};

/** The legal texts in the route's language, for the route's loader. */
export function loadLegalTexts(lang: string): Promise<LegalTexts> {
  return TEXTS[isLanguage(lang) ? lang : "de"]();
}

function Block({ block }: { block: LegalBlock }) {
  if ("p" in block)
    return (
      <p className="whitespace-pre-line">
        <LinkifiedText text={block.p} />
      </p>
    );
  if ("ul" in block)
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.ul.map((item) => (
          <li key={item}>
            <LinkifiedText text={item} />
          </li>
        ))}
      </ul>
    );
  if ("note" in block)
    return (
      <p className="flex gap-3 rounded-md border border-input bg-surface p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>{block.note}</span>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{block.table.caption}</caption>
        <thead>
          <tr className="border-b border-input">
            {block.table.head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-4 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map(([label, ...cells]) => (
            <tr key={label} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {label}
              </th>
              {cells.map((cell) => (
                <td key={cell} className="py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Imprint, terms or data policy in the page language, with a table of contents. */
export function LegalPage({ page, texts }: { page: LegalPageKey; texts: LegalTexts }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const doc = texts[page];
  const title = t(`screens.${page}.title`);
  useDocumentTitle(title);
  const updated = formatDate(doc.updated, lang);
  return (
    <article aria-labelledby="legal-title" className="max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-sm text-muted">{t("legal.updated", { date: updated })}</p>
        <p className="text-lg">
          <LinkifiedText text={doc.intro} />
        </p>
      </header>
      {doc.sections.length > 3 && (
        <nav aria-labelledby="legal-toc" className="rounded-lg border border-border p-4">
          <h2 id="legal-toc" className="text-sm font-semibold">
            {t("legal.onThisPage")}
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent underline hover:text-accent-hover">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="space-y-3">
          <h2 id={section.id} className="scroll-mt-4 text-xl font-semibold">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
