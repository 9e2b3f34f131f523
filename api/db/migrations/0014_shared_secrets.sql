CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_secrets_value_long" CHECK (length("shared_secrets"."value") >= 32)
);
