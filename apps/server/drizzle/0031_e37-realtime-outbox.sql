CREATE TABLE "realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rooms" text[] NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
