CREATE TABLE "promotion_application_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"comment" text,
	"status" text NOT NULL,
	"remark" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_comment" CHECK ("promotion_applications"."comment" IS NULL OR char_length("promotion_applications"."comment") <= 140)
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_rules";--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_application_images_application_idx" ON "promotion_application_images" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_pending_idx" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_approved_idx" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_status_idx" ON "promotion_applications" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_rules" CHECK (("promotions"."kind" IN ('firstDeposit', 'weeklyLoss') AND "promotions"."percent_bp" > 0 AND "promotions"."cap" > 0 AND "promotions"."reward" IS NULL) OR ("promotions"."kind" IN ('signUp', 'application') AND "promotions"."reward" > 0 AND "promotions"."percent_bp" IS NULL AND "promotions"."cap" IS NULL));