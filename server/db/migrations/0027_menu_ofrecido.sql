CREATE TABLE "menu_ofrecido" (
	"link" text PRIMARY KEY NOT NULL,
	"ofrecido" timestamp with time zone DEFAULT now() NOT NULL
);
