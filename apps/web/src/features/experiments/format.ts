import { EXPERIMENT_ERROR_CODES, idFromText, type TExperimentHit, type TLanguage } from "@jobatlas/contract";
import { industryLabel } from "@/lib/industries";
import { i18n, type TFunction } from "@/lib/i18n";

/** A path's listing id (`jobs/{jobHitId}`), or undefined when it is no positive whole number. */
export function hitPathId(value: string): number | undefined {
  return idFromText(value);
}

/** The workload of a hit: "80–100 %", or "100 %" when both ends are equal. */
export function hitWorkload(hit: Pick<TExperimentHit, "workload_min" | "workload_max">, t: TFunction): string {
  return hit.workload_min === hit.workload_max
    ? t("experiments.hits.workloadOne", { value: hit.workload_max })
    : t("experiments.hits.workload", { min: hit.workload_min, max: hit.workload_max });
}

/** The place of a hit: "8005 Zürich", or "by agreement". */
export function hitPlace(hit: Pick<TExperimentHit, "location">, t: TFunction): string {
  return hit.location ? `${hit.location.postal_code} ${hit.location.city}` : t("experiments.hits.locationByAgreement");
}

export function sectorLabels(codes: readonly string[], lang: TLanguage): string[] {
  return codes.map((code) => industryLabel(code, lang) ?? code);
}

/** The words of an experiments ServiceError code, else the server's detail. */
export function experimentServiceMessage(code: string, detail: string): string {
  if (code === EXPERIMENT_ERROR_CODES.archived) return i18n.t("experiments.errors.archived");
  return detail;
}
