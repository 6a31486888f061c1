PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_wholesale_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`business_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`business_type` text NOT NULL,
	`tax_id` text,
	`message` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Hand-written: each application kept gets a random version 4 UUID in place of its count (issue 21, item 12);
-- drizzle-kit would copy the old numbers over as text, which a stranger could still guess.
INSERT INTO `__new_wholesale_applications`("id", "business_name", "contact_name", "email", "phone", "business_type", "tax_id", "message", "status", "created_at") SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), "business_name", "contact_name", "email", "phone", "business_type", "tax_id", "message", "status", "created_at" FROM `wholesale_applications`;--> statement-breakpoint
DROP TABLE `wholesale_applications`;--> statement-breakpoint
ALTER TABLE `__new_wholesale_applications` RENAME TO `wholesale_applications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `wholesale_applications_created_idx` ON `wholesale_applications` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `wholesale_applications_status_created_idx` ON `wholesale_applications` (`status`,`created_at`,`id`);