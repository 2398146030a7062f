CREATE TABLE "team_members" (
	"upline_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "team_members_upline_id_member_id_pk" PRIMARY KEY("upline_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_member_idx" ON "team_members" USING btree ("member_id","level");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_hour_stats_bettors_idx" ON "member_hour_stats" USING btree ("hour","member_id") WHERE "member_hour_stats"."bets" > 0;--> statement-breakpoint
-- A new account joins the team of its upline and of every upline above it.
CREATE FUNCTION "team_members_join"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."parent_id" IS NOT NULL THEN
		INSERT INTO "team_members" ("upline_id", "member_id", "level")
		SELECT NEW."parent_id", NEW."id", 1
		UNION ALL
		SELECT t."upline_id", NEW."id", t."level" + 1 FROM "team_members" t WHERE t."member_id" = NEW."parent_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_team_join" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "team_members_join"();
--> statement-breakpoint
-- An account given another upline takes its own team along: it and every account below it leave
-- the old uplines' teams and join the new ones'. A change that would put an account below itself
-- is refused.
CREATE FUNCTION "team_members_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."parent_id" IS NOT DISTINCT FROM OLD."parent_id" THEN
		RETURN NULL;
	END IF;
	IF NEW."parent_id" = NEW."id" OR EXISTS (SELECT 1 FROM "team_members" WHERE "upline_id" = NEW."id" AND "member_id" = NEW."parent_id") THEN
		RAISE EXCEPTION 'member % cannot move below its own team', NEW."id";
	END IF;
	DELETE FROM "team_members" t
	WHERE (t."member_id" = NEW."id" OR t."member_id" IN (SELECT "member_id" FROM "team_members" WHERE "upline_id" = NEW."id"))
		AND t."upline_id" NOT IN (SELECT "member_id" FROM "team_members" WHERE "upline_id" = NEW."id")
		AND t."upline_id" <> NEW."id";
	IF NEW."parent_id" IS NOT NULL THEN
		INSERT INTO "team_members" ("upline_id", "member_id", "level")
		SELECT a."upline_id", s."member_id", a."level" + s."depth"
		FROM (
			SELECT NEW."parent_id" AS "upline_id", 1 AS "level"
			UNION ALL
			SELECT "upline_id", "level" + 1 FROM "team_members" WHERE "member_id" = NEW."parent_id"
		) a
		CROSS JOIN (
			SELECT NEW."id" AS "member_id", 0 AS "depth"
			UNION ALL
			SELECT "member_id", "level" FROM "team_members" WHERE "upline_id" = NEW."id"
		) s;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_team_move" AFTER UPDATE OF "parent_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "team_members_move"();
--> statement-breakpoint
INSERT INTO "team_members" ("upline_id", "member_id", "level")
WITH RECURSIVE "up" ("member_id", "upline_id", "level") AS (
	SELECT "id", "parent_id", 1 FROM "members" WHERE "parent_id" IS NOT NULL
	UNION ALL
	SELECT up."member_id", m."parent_id", up."level" + 1 FROM "up" JOIN "members" m ON m."id" = up."upline_id"
	WHERE m."parent_id" IS NOT NULL AND up."level" < 32
)
SELECT "upline_id", "member_id", "level" FROM "up";
