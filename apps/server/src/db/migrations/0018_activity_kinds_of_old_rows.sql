-- ADR 057: who acted, and the listing an application is for, in the activities written before
-- actor_kind and position existed. The scheduler moved listings without a member.
UPDATE "activities" SET "actor_kind" = 'system'
WHERE "source_type" = 'listing' AND "verb" IN ('published', 'expired', 'postponed') AND "actor_user_id" IS NULL;
--> statement-breakpoint
-- An application's own moves were the applicant's (a rejection they closed: a declined contact
-- request); its position is the listing's (or job's) title of today.
UPDATE "activities" a SET
  "actor_kind" = CASE WHEN a."verb" IN ('submitted', 'contact_accepted', 'contact_declined')
    OR (a."verb" IN ('withdrawn', 'rejected') AND ap."closed_by" = 'user') THEN 'applicant' ELSE 'member' END,
  "position" = coalesce(l."title", j."title")
FROM "applications" ap
LEFT JOIN "listings" l ON l."id" = ap."listing_id"
LEFT JOIN "jobs" j ON j."id" = ap."job_id"
WHERE a."source_type" = 'application' AND ap."id" = a."source_id";
--> statement-breakpoint
-- Sending a contact request took a pending application into consideration, and declining one
-- ended it; each implied move was written as an activity of its own ("accepted", "rejected") in
-- the same transaction. The request's activity says what happened, as it alone does from now on.
DELETE FROM "activities" a USING "activities" c
WHERE a."source_type" = 'application' AND c."source_type" = 'application' AND c."source_id" = a."source_id"
  AND ((a."verb" = 'accepted' AND c."verb" = 'contact_requested' AND c."id" > a."id"
        AND c."created_at" - a."created_at" < interval '2 seconds')
    OR (a."verb" = 'rejected' AND a."actor_kind" = 'applicant' AND c."verb" = 'contact_declined'));
--> statement-breakpoint
-- Nobody is notified of what they did themselves.
DELETE FROM "notifications" n USING "activities" a WHERE a."id" = n."activity_id" AND n."user_id" = a."actor_user_id";
