CREATE TABLE "member_points" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned_until" timestamp with time zone,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_balance" CHECK ("member_points"."balance" >= 0),
	CONSTRAINT "member_points_carry" CHECK ("member_points"."carry" >= 0 AND "member_points"."carry" < 10000)
);
--> statement-breakpoint
CREATE TABLE "point_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_conversions_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "point_conversions_amounts" CHECK ("point_conversions"."points" > 0 AND "point_conversions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_change" CHECK ("point_entries"."change" <> 0 AND "point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"points" integer NOT NULL,
	"amount_requirement" bigint NOT NULL,
	"cash_amount" bigint,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_items_stock" CHECK ("point_items"."stock" >= 0),
	CONSTRAINT "point_items_points" CHECK ("point_items"."points" > 0 AND "point_items"."amount_requirement" >= 0),
	CONSTRAINT "point_items_cash" CHECK (("point_items"."kind" = 'cash') = ("point_items"."cash_amount" IS NOT NULL) AND coalesce("point_items"."cash_amount", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"earn_rate" integer NOT NULL,
	"convert_points" integer NOT NULL,
	"convert_amount" bigint NOT NULL,
	"delay_seconds" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rates_values" CHECK ("point_rates"."earn_rate" >= 0 AND "point_rates"."convert_points" >= 0 AND "point_rates"."convert_amount" >= 0 AND "point_rates"."delay_seconds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"amount_requirement" bigint NOT NULL,
	"status" text NOT NULL,
	"points_balance" bigint NOT NULL,
	"remark" text,
	"transaction_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "point_redemptions_amounts" CHECK ("point_redemptions"."quantity" > 0 AND "point_redemptions"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_conversions" ADD CONSTRAINT "point_conversions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_conversions" ADD CONSTRAINT "point_conversions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_member_request_idx" ON "point_conversions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_entries_member_idx" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_rates_created_idx" ON "point_rates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_member_request_idx" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status","id");