CREATE TABLE `order_requests` (
	`session_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`body_hash` text NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`session_id`, `idempotency_key`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_requests_created_idx` ON `order_requests` (`created_at`);--> statement-breakpoint
-- Before the one-active-payment index: of duplicate pending attempts an order got from parallel starts, only the first stays pending.
UPDATE `order_payments` SET `status` = 'failed', `failure_reason` = 'failed' WHERE `status` = 'pending' AND `id` NOT IN (SELECT min(`id`) FROM `order_payments` WHERE `status` = 'pending' GROUP BY `order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_payments_one_active_uq` ON `order_payments` (`order_id`) WHERE "order_payments"."status" in ('pending', 'succeeded');