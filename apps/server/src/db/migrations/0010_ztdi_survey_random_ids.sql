-- Survey rows get random ids: sequential ones would follow the order of the results taken just
-- before them and so could link an anonymous survey to a result (and its email).
ALTER TABLE "ztdi_surveys" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "ztdi_surveys" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;
