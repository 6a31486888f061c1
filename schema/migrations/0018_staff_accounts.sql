CREATE TABLE `staff_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`invited_by` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `staff_members`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invites_token_uq` ON `staff_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invites_pending_idx` ON `staff_invites` (`used_at`,`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`role` text NOT NULL,
	`password_hash` text NOT NULL,
	`totp_secret` text,
	`active` integer DEFAULT true NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_username_uq` ON `staff_members` (`username`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `staff_id` integer REFERENCES staff_members(id);--> statement-breakpoint
CREATE INDEX `admin_sessions_staff_idx` ON `admin_sessions` (`staff_id`);--> statement-breakpoint
ALTER TABLE `admin_sessions` DROP COLUMN `username`;--> statement-breakpoint
ALTER TABLE `audit_events` ADD `actor_id` integer;