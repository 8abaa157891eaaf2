/**
 * Contract of the job feeds (issue 30 point 4, ADR 092): the public feeds of active listings for
 * other boards and search engines, and the organisation's choice to take part in the global one.
 *
 *   GET  /feeds/jobs.xml, /feeds/jobs.json                       public: every taking-part organisation
 *   GET  /feeds/companies/{slug}/jobs.xml, …/jobs.json           public: one organisation (always)
 *   GET  /feeds/jobs.xsd                                         public: the XML's schema
 *   GET/PUT  /capi/org/job-feed                                  owners, admins
 */
import { z } from "zod";

/** The public paths of the feeds (under the site's address). */
export const JOB_FEED_PATHS = {
  xml: "/feeds/jobs.xml",
  json: "/feeds/jobs.json",
  schema: "/feeds/jobs.xsd",
  organizationXml: (slug: string) => `/feeds/companies/${encodeURIComponent(slug)}/jobs.xml`,
  organizationJson: (slug: string) => `/feeds/companies/${encodeURIComponent(slug)}/jobs.json`,
} as const;

/** GET/PUT /capi/org/job-feed: whether the organisation's listings go out in the global feed, and the feeds' addresses. */
export const ZJobFeedSetting = z.object({
  in_job_feed: z.boolean(),
  urls: z.object({
    /** The global feed (the organisation's listings are in it only with `in_job_feed`). */
    global_xml: z.string(),
    global_json: z.string(),
    /** The organisation's own feed: available whatever `in_job_feed` says. */
    own_xml: z.string(),
    own_json: z.string(),
    schema: z.string(),
  }),
});
export type TJobFeedSetting = z.infer<typeof ZJobFeedSetting>;

export const ZJobFeedSettingUpdateRequest = z.strictObject({ in_job_feed: z.boolean() });
export type TJobFeedSettingUpdateRequest = z.infer<typeof ZJobFeedSettingUpdateRequest>;
