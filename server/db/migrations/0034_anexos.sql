CREATE TABLE "anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tabla" text NOT NULL,
	"registro_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"creado_por" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anexo_titulo_check" CHECK (length("anexo"."titulo") BETWEEN 1 AND 200)
);
--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_documento_id_documento_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anexo_registro_idx" ON "anexo" USING btree ("tabla","registro_id","id");