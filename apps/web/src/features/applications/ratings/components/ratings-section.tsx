import { RATING_LIMITS, type TApplicationRating, type TApplicationRatings } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";
import { LoadFailed } from "@/components/ui/query-states";
import { Section } from "@/components/ui/section";
import { Textarea } from "@/components/ui/textarea";
import { formatDay, formatDecimal } from "@/lib/format";
import { ratingsQueryOptions, useSetMyRating } from "../api/ratings";
import { StarPicture } from "./star-rating";

/**
 * The candidate profile's ratings (ADR 091): the average, every member's rating (name, stars,
 * note, date) and the signed-in member's own rating to give, change or remove. Members only.
 */
export function RatingsSection({ slug, applicationId }: { slug: string; applicationId: number }) {
  const { t } = useTranslation();
  const ratings = useQuery(ratingsQueryOptions(slug, applicationId));
  return (
    <Section id="candidate-ratings" title={t("ratings.section.title")} className="space-y-4">
      <p className="text-sm text-muted">{t("ratings.section.hint")}</p>
      {ratings.data ? (
        <>
          <TeamRatings ratings={ratings.data} />
          <MyRatingForm
            key={ratings.data.mine?.updated_at ?? "none"}
            slug={slug}
            applicationId={applicationId}
            mine={ratings.data.mine}
          />
        </>
      ) : ratings.isError ? (
        <LoadFailed
          text={t("ratings.section.loadFailed")}
          retryLabel={t("ratings.section.retry")}
          onRetry={() => void ratings.refetch()}
        />
      ) : (
        <p role="status" className="text-muted">
          {t("common.loading")}
        </p>
      )}
    </Section>
  );
}

/** The average and each member's rating, the latest change first. */
function TeamRatings({ ratings }: { ratings: TApplicationRatings }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (ratings.average === null) return <p>{t("ratings.section.empty")}</p>;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 font-medium">
        <Star aria-hidden="true" className="size-5 fill-current text-accent" />
        {t("ratings.section.summary", { average: formatDecimal(ratings.average, lang), count: ratings.count })}
      </p>
      <ul aria-label={t("ratings.section.team")} className="divide-y divide-border rounded-lg border border-border">
        {ratings.items.map((rating) => (
          <TeamRating key={rating.user_id} rating={rating} />
        ))}
      </ul>
    </div>
  );
}

function TeamRating({ rating }: { rating: TApplicationRating }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li className="space-y-1 p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">
          {rating.mine ? t("ratings.section.you", { name: rating.name }) : rating.name}
        </span>
        <StarPicture stars={rating.stars} />
        <span className="sr-only">{t("ratings.section.stars", { count: rating.stars })}</span>
        <span className="text-sm text-muted">
          <time dateTime={rating.updated_at}>
            {t("ratings.section.changed", { date: formatDay(rating.updated_at, lang) })}
          </time>
        </span>
      </p>
      {rating.note && <p className="whitespace-pre-line wrap-anywhere">{rating.note}</p>}
    </li>
  );
}

/**
 * The member's own rating: five stars as a native radio group (arrow keys move the choice, each
 * star says its number to screen readers), an optional note, save and remove.
 */
function MyRatingForm({
  slug,
  applicationId,
  mine,
}: {
  slug: string;
  applicationId: number;
  mine: TApplicationRating | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setMyRating = useSetMyRating(slug, applicationId);
  const [stars, setStars] = useState<number | null>(mine?.stars ?? null);
  const [note, setNote] = useState(mine?.note ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = mine !== null && stars === mine.stars && note.trim() === mine.note;

  const send = (rating: { stars: number; note: string } | null) => {
    setFailure(null);
    setMyRating.mutate(rating, {
      onSuccess: () => toast.success(t(rating ? "ratings.mine.saved" : "ratings.mine.removed")),
      onError: () => setFailure(t("ratings.mine.failed")),
    });
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-border bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (stars === null) {
          setFailure(t("ratings.mine.pickStars"));
          return;
        }
        send({ stars, note });
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("ratings.mine.title")}
      </h3>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">{t("ratings.mine.legend")}</legend>
        <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                // Over the whole star, unseen: a click anywhere on the star is a click on the radio.
                className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "pointer-events-none size-7",
                  stars !== null && n <= stars ? "fill-current text-accent" : "text-muted",
                )}
              />
              <span className="sr-only">{t("ratings.mine.star", { count: n })}</span>
            </label>
          ))}
          <span aria-hidden="true" className="ms-2 text-sm text-muted">
            {stars === null ? t("ratings.mine.noneChosen") : t("ratings.mine.chosen", { count: stars })}
          </span>
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>{t("ratings.mine.note")}</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={RATING_LIMITS.noteMax}
          aria-describedby={`${id}-note-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="text-sm text-muted">
          {t("ratings.mine.noteHint", { max: RATING_LIMITS.noteMax })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={setMyRating.isPending || unchanged}>
          {t("ratings.mine.save")}
        </Button>
        {mine && (
          <Button type="button" variant="secondary" disabled={setMyRating.isPending} onClick={() => send(null)}>
            {t("ratings.mine.remove")}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </form>
  );
}
