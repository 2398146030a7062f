CREATE TABLE "member_known_ips" (
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_known_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referred_by" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "temp_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "temp_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_url" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_ip" text;--> statement-breakpoint
ALTER TABLE "member_known_ips" ADD CONSTRAINT "member_known_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referred_by_members_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_unique" ON "members" USING btree ("country_dialing_code","mobile_num");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referral_code_unique" UNIQUE("referral_code");