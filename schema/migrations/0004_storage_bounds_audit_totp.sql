CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`status` integer NOT NULL,
	`client_address` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_created_idx` ON `audit_events` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_events_action_created_idx` ON `audit_events` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff_totp_steps` (
	`username` text PRIMARY KEY NOT NULL,
	`last_step` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `cart_items` ADD `touched_at` integer;