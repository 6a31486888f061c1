CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_provider_event_uq` ON `payment_events` (`provider`,`event_id`);--> statement-breakpoint
ALTER TABLE `order_payments` ADD `charged_amount` integer;--> statement-breakpoint
ALTER TABLE `order_payments` ADD `charged_currency` text;--> statement-breakpoint
ALTER TABLE `order_payments` ADD `receipt_number` text;--> statement-breakpoint
ALTER TABLE `order_payments` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `order_payments` ADD `failure_reason` text;--> statement-breakpoint
CREATE INDEX `order_payments_secondary_ref_idx` ON `order_payments` (`provider_secondary_ref`);