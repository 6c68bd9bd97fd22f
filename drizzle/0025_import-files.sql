CREATE TABLE "import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'students' NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"encoding" text NOT NULL,
	"content" text NOT NULL,
	"row_count" integer NOT NULL,
	"applied_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"uploaded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "import_files_kind_ck" CHECK ("import_files"."kind" in ('students'))
);
--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_uploaded_by_admin_id_admins_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;