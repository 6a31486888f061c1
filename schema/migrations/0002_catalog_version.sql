CREATE TABLE `catalog_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK("catalog_state"."id" = 1)
);
