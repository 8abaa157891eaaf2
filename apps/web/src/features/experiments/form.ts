import { ZCreateExperimentRequest, ZRegion, type TCreateExperimentRequest } from "@jobatlas/contract";
import { z } from "zod";

/** The create form: the contract's request with the region select's "" standing for the whole of Switzerland. */
export const ZExperimentForm = ZCreateExperimentRequest.extend({
  region: z.preprocess((value) => (value === "" || value === undefined ? null : value), ZRegion.nullable()),
});
export type TExperimentFormInput = {
  title: string;
  job_titles: string[];
  sectors: NonNullable<TCreateExperimentRequest["sectors"]>;
  region: string;
};

export const EXPERIMENT_FORM_FIELDS = ["title", "job_titles", "sectors", "region"] as const;

export const EMPTY_EXPERIMENT_FORM: TExperimentFormInput = { title: "", job_titles: [], sectors: [], region: "" };

/** The request of checked form values (what POST /capi/user/experiments takes). */
export function experimentRequestOf(values: z.output<typeof ZExperimentForm>): TCreateExperimentRequest {
  return { title: values.title, job_titles: values.job_titles, sectors: values.sectors, region: values.region };
}
