CREATE INDEX `gallery_images_views_idx` ON `gallery_images` (`views`,`id`);--> statement-breakpoint
CREATE INDEX `products_stock_idx` ON `products` (`stock`);