ALTER TABLE `gallery_images` ADD `edited_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `edited_at` integer;