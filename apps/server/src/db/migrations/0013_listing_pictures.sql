ALTER TABLE "listings" ADD COLUMN "picture_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_picture_id_idx" ON "listings" USING btree ("picture_id") WHERE "listings"."picture_id" is not null;