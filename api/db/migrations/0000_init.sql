CREATE TABLE "legacy_redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legacy_redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	CONSTRAINT "legacy_redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "legacy_redirects_from_local" CHECK ("legacy_redirects"."from_path" LIKE '/%'),
	CONSTRAINT "legacy_redirects_to_local" CHECK ("legacy_redirects"."to_path" ~ '^/([^/\\]|$)')
);
--> statement-breakpoint
CREATE TABLE "posters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"picture" text,
	"text" text,
	"link_href" text,
	"link_target" text,
	"link_text" text,
	"show_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"hide_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "posters_type" CHECK ("posters"."type" IN ('IMAGE', 'HTML')),
	CONSTRAINT "posters_delay_nonnegative" CHECK ("posters"."delay_minutes" >= 0),
	CONSTRAINT "posters_link_target" CHECK ("posters"."link_target" IS NULL OR "posters"."link_target" IN ('_self', '_blank')),
	CONSTRAINT "posters_link_complete" CHECK (("posters"."link_href" IS NULL AND "posters"."link_target" IS NULL AND "posters"."link_text" IS NULL)
        OR ("posters"."link_href" IS NOT NULL AND "posters"."link_target" IS NOT NULL AND "posters"."link_text" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 500 NOT NULL,
	"depth" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sections_code_unique" UNIQUE("code"),
	CONSTRAINT "sections_depth_range" CHECK ("sections"."depth" BETWEEN 1 AND 4),
	CONSTRAINT "sections_root_depth" CHECK (("sections"."parent_id" IS NULL) = ("sections"."depth" = 1)),
	CONSTRAINT "sections_not_own_parent" CHECK ("sections"."parent_id" IS NULL OR "sections"."parent_id" <> "sections"."id"),
	CONSTRAINT "sections_code_format" CHECK ("sections"."code" ~ '^[a-z0-9][a-z0-9_-]*$')
);
--> statement-breakpoint
CREATE TABLE "shop_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"href" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "shop_documents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shop_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"brand_name" text NOT NULL,
	"brand_slogan" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"messenger_name" text NOT NULL,
	"messenger_href" text NOT NULL,
	"requisites" text[] DEFAULT '{}'::text[] NOT NULL,
	"certification" text[] DEFAULT '{}'::text[] NOT NULL,
	"free_delivery_from_kopecks" integer NOT NULL,
	"banner" text NOT NULL,
	CONSTRAINT "shop_info_single_row" CHECK ("shop_info"."id" = 1),
	CONSTRAINT "shop_info_phone_format" CHECK ("shop_info"."phone" ~ '^\+7[0-9]{10}$'),
	CONSTRAINT "shop_info_free_delivery_nonnegative" CHECK ("shop_info"."free_delivery_from_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"href" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "social_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_parent_id_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sections_parent_id_idx" ON "sections" USING btree ("parent_id");