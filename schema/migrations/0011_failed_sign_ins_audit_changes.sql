CREATE TABLE `failed_sign_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`client_address` text NOT NULL,
	`username_tried` text NOT NULL,
	`reason` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `audit_events` ADD `changes` text;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `proven` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: failed sign-ins move out of the staff audit log into their own table (their tried username
-- was the audit entry's actor).
INSERT INTO `failed_sign_ins` (`created_at`, `client_address`, `username_tried`, `reason`)
  SELECT `created_at`, `client_address`, `actor`, 'wrong_credentials' FROM `audit_events` WHERE `action` = 'sign_in.failed' ORDER BY `id`;--> statement-breakpoint
DELETE FROM `audit_events` WHERE `action` = 'sign_in.failed';
