import type { TExperiment, TExperimentHit, TExperimentRating, TExperimentSummary, TRegion } from "@jobatlas/contract";
import type { ExperimentRatingRow, ExperimentWithCounts } from "./experiments.repo";
import type { ExperimentHitView, ExperimentView } from "./experiments.service";

export function presentExperimentSummary({ experiment, validatedCount }: ExperimentWithCounts): TExperimentSummary {
  return {
    uid: experiment.uid,
    title: experiment.title,
    job_titles: experiment.jobTitles,
    sectors: experiment.sectors,
    region: experiment.region as TRegion | null,
    status: experiment.status,
    validated_at: experiment.validatedAt?.toISOString() ?? null,
    archived_at: experiment.archivedAt?.toISOString() ?? null,
    created_at: experiment.createdAt.toISOString(),
    updated_at: experiment.updatedAt.toISOString(),
    validated_count: validatedCount,
  };
}

export function presentExperiment(view: ExperimentView): TExperiment {
  return { ...presentExperimentSummary(view), active_testers: view.activeTesters, rated_count: view.ratedCount };
}

function presentRating(rating: ExperimentRatingRow): TExperimentRating {
  return { verdict: rating.verdict, note: rating.note, rated_at: rating.ratedAt.toISOString() };
}

export function presentExperimentHit({ listing, rating }: ExperimentHitView): TExperimentHit {
  return {
    listing_id: listing.id,
    title: listing.title,
    company_id: listing.companyId,
    company_name: listing.companyName,
    location:
      listing.postalCode !== null && listing.city !== null
        ? { postal_code: listing.postalCode, city: listing.city }
        : null,
    workload_min: listing.workloadMin,
    workload_max: listing.workloadMax,
    published_on: listing.publishedOn,
    active: listing.status === "active",
    rating: rating ? presentRating(rating) : null,
  };
}
