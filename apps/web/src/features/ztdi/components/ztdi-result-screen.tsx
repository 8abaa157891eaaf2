import { ZTDI_MATCHES, ZZtdiToken, type TZtdiDimension, type TZtdiResult } from "@jobatlas/contract";
import { occupationTitle } from "@jobatlas/contract/occupations";
import { industryLabel } from "@/lib/industries";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleCheck, Compass, LogIn, Search, UserRoundPlus } from "lucide-react";
import { useEffect, useRef, type ComponentProps } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { FormError } from "@/components/ui/form-error";
import { formatMoment } from "@/lib/format";
import { NetworkError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useSession } from "@/lib/session";
import { useCopyZtdiToProfile, ztdiResultQueryOptions } from "../api/ztdi";
import { QueryStates } from "@/components/ui/query-states";
import { TitledSection } from "@/components/ui/titled-section";
import { ButtonLink } from "@/components/ui/link-button";

/**
 * ztdi/{magicToken}: a result, no sign-in needed (the token is the proof). The top three
 * interests with their explanation, a bar chart of all six with the values as text, matching
 * industries (labelled in the page language) and job titles, links to a prefilled search, and
 * copying into the seeker profile (signed in) or a sign-in link back here. An unknown token
 * shows a not-found message.
 */
export function ZtdiResultScreen({ token, mailed, path }: { token: string; mailed: boolean; path: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.ztdiResult.title");
  useDocumentTitle(title);
  // A token that cannot be one (cut off in the mail client, typed by hand) is not asked for.
  const wellFormed = ZZtdiToken.safeParse(token).success;
  const result = useQuery({ ...ztdiResultQueryOptions(token), enabled: wellFormed, retry: false });

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl space-y-8">
      <h1
        id="screen-title"
        className="flex items-center gap-3 text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl"
      >
        <Compass aria-hidden="true" className="size-7 shrink-0 text-accent sm:size-8" />
        <span className="min-w-0">{title}</span>
      </h1>
      <QueryStates
        query={result}
        named={wellFormed}
        notFound={
          <div className="space-y-4">
            <NotFoundPanel title={t("ztdi.result.notFoundTitle")} text={t("ztdi.result.notFoundText")} />
            <ButtonLink to="/$lang/ztdi/questions" params={{ lang }}>
              {t("ztdi.result.again")}
            </ButtonLink>
          </div>
        }
        failedText={t("ztdi.result.loadFailed")}
        retryLabel={t("ztdi.result.retry")}
      >
        {(data) => <ZtdiResultView token={token} result={data} mailed={mailed} path={path} />}
      </QueryStates>
    </section>
  );
}

function ZtdiResultView({
  token,
  result,
  mailed,
  path,
}: {
  token: string;
  result: TZtdiResult;
  mailed: boolean;
  path: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = (d: TZtdiDimension) => t(`ztdi.dimensions.${d}.name`);
  const top = result.top_dimensions;
  const first = top[0];
  // Job titles are occupations (ADR 075): their label in the UI's language finds the concept's
  // listings in every language.
  const firstId = first ? ZTDI_MATCHES[first].jobTitles[0] : undefined;
  const firstTitle = firstId ? occupationTitle(firstId, lang) : undefined;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-lg">{t("ztdi.result.intro", { date: formatMoment(result.created_at, lang) })}</p>
        {mailed && (
          <p role="status" className="flex items-center gap-2 text-muted">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {t("ztdi.result.mailed")}
          </p>
        )}
      </div>

      <ResultSection id="ztdi-top" title={t("ztdi.result.topTitle")} className="space-y-4">
        <ol className="space-y-3" data-testid="ztdi-top">
          {top.map((dimension, rank) => (
            <li key={dimension} className="flex gap-4 rounded-lg border border-border p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg"
              >
                {rank + 1}
              </span>
              <div className="space-y-1">
                <h3 className="text-lg font-semibold">{name(dimension)}</h3>
                <p className="text-muted">{t(`ztdi.dimensions.${dimension}.explanation`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </ResultSection>

      <ResultSection id="ztdi-all" title={t("ztdi.result.allTitle")} className="space-y-3">
        <p className="text-sm text-muted">{t("ztdi.result.chartCaption")}</p>
        <ul className="space-y-3" data-testid="ztdi-chart">
          {result.scores.map(({ dimension, score }) => (
            <li key={dimension} className="space-y-1">
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium">{name(dimension)}</span>
                <span className="text-muted">{t("ztdi.result.score", { score })}</span>
              </div>
              <div
                aria-hidden="true"
                className="h-3 w-full overflow-hidden rounded-full border border-border bg-surface"
              >
                <div
                  className={top.includes(dimension) ? "h-full bg-accent" : "h-full bg-muted"}
                  style={{ width: `${score}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </ResultSection>

      <ResultSection id="ztdi-titles" title={t("ztdi.result.jobTitlesTitle")} className="space-y-3">
        <ul className="flex flex-wrap gap-2">
          {result.job_titles.map((id) => {
            const title = occupationTitle(id, lang);
            return (
              <li key={id}>
                <Link
                  to="/$lang/search"
                  params={{ lang }}
                  search={{ query: title }}
                  aria-label={t("ztdi.result.jobTitleSearch", { title })}
                  className="inline-flex min-h-9 items-center rounded-full border border-border px-3 py-1 text-sm break-words hover:bg-surface"
                >
                  {title}
                </Link>
              </li>
            );
          })}
        </ul>
      </ResultSection>

      <ResultSection id="ztdi-sectors" title={t("ztdi.result.sectorsTitle")} className="space-y-3">
        <ul className="list-disc space-y-1 pl-6">
          {result.sectors.map((code) => (
            <li key={code}>{industryLabel(code, lang) ?? code}</li>
          ))}
        </ul>
      </ResultSection>

      <div className="flex flex-wrap gap-3">
        <ButtonLink
          to="/$lang/search"
          params={{ lang }}
          search={{ query: firstTitle, sectors: first ? ZTDI_MATCHES[first].sectors : undefined }}
          icon={Search}
        >
          {t("ztdi.result.search")}
        </ButtonLink>
        <ButtonLink to="/$lang/ztdi/questions" params={{ lang }} variant="secondary">
          {t("ztdi.result.again")}
        </ButtonLink>
      </div>

      <CopyToProfile token={token} path={path} />
    </div>
  );
}

/** One part of the result: a section under a larger heading than the page's other parts. */
function ResultSection(props: ComponentProps<typeof TitledSection>) {
  return <TitledSection headingClassName="text-2xl font-semibold" {...props} />;
}

function CopyToProfile({ token, path }: { token: string; path: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: session } = useSession();
  const copy = useCopyZtdiToProfile(token);
  const signedIn = Boolean(session?.authenticated);
  // The copy button goes away once it worked: the focus moves to the words saying so (WCAG 2.4.3),
  // and the next Tab reaches "Open my search profile".
  const copied = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (copy.isSuccess) copied.current?.focus();
  }, [copy.isSuccess]);

  return (
    <section aria-labelledby="ztdi-copy" className="space-y-3 rounded-lg border border-border p-5">
      <h2 id="ztdi-copy" className="text-xl font-semibold">
        {t("ztdi.result.copyTitle")}
      </h2>
      {signedIn ? (
        <>
          <p className="max-w-prose">{t("ztdi.result.copyText")}</p>
          {copy.isSuccess ? (
            <div className="space-y-3">
              <p ref={copied} tabIndex={-1} role="status" className="flex items-center gap-2 font-medium">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
                {t("ztdi.result.copied")}
              </p>
              <ButtonLink to="/$lang/search/profile" params={{ lang }} variant="secondary">
                {t("ztdi.result.openProfile")}
              </ButtonLink>
            </div>
          ) : (
            <>
              {copy.isError && (
                <FormError
                  kind={copy.error instanceof NetworkError ? "network" : "failed"}
                  message={t("ztdi.result.copyFailed")}
                />
              )}
              {copy.isPending && (
                <p role="status" className="text-muted">
                  {t("ztdi.result.copying")}
                </p>
              )}
              <Button onClick={() => copy.mutate()} disabled={copy.isPending}>
                <UserRoundPlus aria-hidden="true" className="size-5" />
                {t("ztdi.result.copy")}
              </Button>
            </>
          )}
        </>
      ) : (
        <>
          <p className="max-w-prose">{t("ztdi.result.signInText")}</p>
          <ButtonLink to="/$lang/account/login" params={{ lang }} search={{ next: path }} icon={LogIn}>
            {t("ztdi.result.signIn")}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
