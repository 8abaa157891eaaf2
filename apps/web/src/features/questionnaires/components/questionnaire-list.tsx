import {
  ZQuestionnaireStatus,
  type TOrganizationPlan,
  type TQuestionnaireStatus,
  type TQuestionnaireSummary,
} from "@jobatlas/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ClipboardList, Pencil, Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDay } from "@/lib/format";
import { useUrlBacked } from "@/lib/use-url-backed";
import { questionnaireListQueryOptions, type QuestionnaireFilters } from "../api/questionnaires";
import { NewQuestionnaireDialog } from "./new-questionnaire-dialog";
import { StatusBadge } from "./status-badge";
import { ScreenHeader } from "@/components/ui/screen-header";
import { TitleLink } from "@/components/ui/title-link";

/**
 * org/{slug}/questionnaires: the organisation's questionnaires, filtered by name and status (both
 * in the URL), 50 at a time with "show more", and "New questionnaire".
 */
export function QuestionnaireList({
  slug,
  plan,
  filters,
  onFiltersChange,
}: {
  slug: string;
  plan: TOrganizationPlan;
  filters: QuestionnaireFilters;
  onFiltersChange: (update: (current: QuestionnaireFilters) => QuestionnaireFilters) => void;
}) {
  const { t } = useTranslation();
  const title = t("screens.orgQuestionnaires.title");
  useDocumentTitle(title);
  const query = useInfiniteQuery({
    ...questionnaireListQueryOptions(slug, filters),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = query.data?.pages[0]?.count;
  const filtered = Boolean(filters.query || filters.status?.length);

  // "Show more" moves focus to the first questionnaire it added.
  const listRef = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number>();
  useEffect(() => {
    if (focusFrom === undefined || items.length <= focusFrom) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-questionnaire-link]")[focusFrom]?.focus();
    setFocusFrom(undefined);
  }, [focusFrom, items.length]);

  return (
    <div className="space-y-6">
      <ScreenHeader
        title={title}
        intro={t("questionnaires.intro")}
        actions={<NewQuestionnaireDialog slug={slug} plan={plan} />}
      />

      <Filters filters={filters} onChange={onFiltersChange} />

      <p aria-live="polite" className="text-sm text-muted">
        {count !== undefined && t("questionnaires.list.count", { count })}
      </p>

      {query.isError && !query.data ? (
        <p role="alert" className="text-danger">
          {t("errors.generic.title")}
        </p>
      ) : count === 0 ? (
        <section className="space-y-3 rounded-lg border border-dashed border-input p-8 text-center">
          <ClipboardList aria-hidden="true" className="mx-auto size-10 text-muted" />
          <h2 className="text-xl font-semibold">
            {t(filtered ? "questionnaires.list.noMatch" : "questionnaires.list.empty")}
          </h2>
          <p className="mx-auto max-w-prose text-muted">
            {t(filtered ? "questionnaires.list.noMatchText" : "questionnaires.list.emptyText")}
          </p>
          {filtered && (
            <Button variant="secondary" onClick={() => onFiltersChange(() => ({}))}>
              {t("questionnaires.filters.reset")}
            </Button>
          )}
        </section>
      ) : (
        <ul
          ref={listRef}
          aria-label={t("questionnaires.list.label")}
          aria-busy={query.isFetching}
          className="grid gap-3"
        >
          {items.map((item) => (
            <li key={item.id}>
              <QuestionnaireCard slug={slug} item={item} />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <Button
          variant="secondary"
          disabled={query.isFetchingNextPage}
          onClick={() => {
            setFocusFrom(items.length);
            void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? t("common.loading") : t("questionnaires.list.more")}
        </Button>
      )}
    </div>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: QuestionnaireFilters;
  onChange: (update: (current: QuestionnaireFilters) => QuestionnaireFilters) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.query ?? "");
  useEffect(() => setText(filters.query ?? ""), [filters.query]);
  const [statuses, setStatuses] = useUrlBacked<TQuestionnaireStatus[]>(filters.status ?? []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange((current) => ({ ...current, query: text.trim() || undefined }));
  };
  const toggle = (status: TQuestionnaireStatus, on: boolean) => {
    const next = on ? [...new Set([...statuses, status])] : statuses.filter((s) => s !== status);
    setStatuses(next);
    onChange((current) => ({ ...current, status: next.length > 0 ? next : undefined }));
  };

  return (
    <form
      role="search"
      aria-label={t("questionnaires.filters.label")}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-lg border border-border p-4"
    >
      <div className="min-w-56 flex-1 space-y-1.5">
        <Label htmlFor="questionnaire-query">{t("questionnaires.filters.query")}</Label>
        <div className="flex gap-2">
          <Input
            id="questionnaire-query"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("questionnaires.filters.queryPlaceholder")}
            maxLength={200}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-5" />
            {t("questionnaires.filters.search")}
          </Button>
        </div>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">{t("questionnaires.filters.status")}</legend>
        <div className="flex gap-4 py-2">
          {ZQuestionnaireStatus.options.map((status) => (
            <Checkbox
              key={status}
              label={t(`questionnaires.statuses.${status}`)}
              checked={statuses.includes(status)}
              onChange={(event) => toggle(status, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </form>
  );
}

function QuestionnaireCard({ slug, item }: { slug: string; item: TQuestionnaireSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = { lang, companyslug: slug, id: String(item.id) };
  const headingId = `questionnaire-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-border p-4"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <TitleLink
            heading="h2"
            headingId={headingId}
            headingClassName="text-lg font-semibold wrap-anywhere"
            look="quiet"
            to="/$lang/org/$companyslug/questionnaires/$id"
            params={params}
            data-questionnaire-link=""
          >
            {item.name}
          </TitleLink>
          <StatusBadge status={item.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{t("questionnaires.list.questions", { count: item.question_count })}</span>
          {item.knock_out_count > 0 && (
            <span>{t("questionnaires.list.knockOuts", { count: item.knock_out_count })}</span>
          )}
          <span>{t("questionnaires.list.listings", { count: item.listings_count })}</span>
          <span>{t("questionnaires.list.updated", { date: formatDay(item.updated_at, lang) })}</span>
        </p>
      </div>
      <Link
        to="/$lang/org/$companyslug/questionnaires/$id/edit"
        params={params}
        aria-label={t("questionnaires.list.editNamed", { name: item.name })}
        className={buttonClasses("secondary", "sm")}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t("questionnaires.list.edit")}
      </Link>
    </article>
  );
}
