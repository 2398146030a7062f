CREATE TABLE "blog_posts" (
	"slug" text PRIMARY KEY NOT NULL,
	"cover_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_texts" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "blog_texts_slug_lang_pk" PRIMARY KEY("slug","lang")
);
--> statement-breakpoint
ALTER TABLE "blog_texts" ADD CONSTRAINT "blog_texts_slug_blog_posts_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."blog_posts"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("active","published_at");