CREATE TABLE `aquascapes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`title` text NOT NULL,
	`style` text NOT NULL,
	`description` text NOT NULL,
	`difficulty` text NOT NULL,
	`image_url` text NOT NULL,
	`tools` text DEFAULT '[]' NOT NULL,
	`plants` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `aquascapes_slug_unique` ON `aquascapes` (`slug`);--> statement-breakpoint
CREATE TABLE `channel_videos` (
	`id` text PRIMARY KEY NOT NULL,
	`channel_id` text NOT NULL,
	`channel_title` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`thumbnail_url` text NOT NULL,
	`video_url` text NOT NULL,
	`published_at` text NOT NULL,
	`fetched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `channel_videos_channel_idx` ON `channel_videos` (`channel_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `collection_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`fish_id` integer NOT NULL,
	`collection_type` text DEFAULT 'liked' NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fish_id`) REFERENCES `fish`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collection_entries_member_fish_type_unique` ON `collection_entries` (`user_id`,`fish_id`,`collection_type`);--> statement-breakpoint
CREATE INDEX `collection_entries_fish_idx` ON `collection_entries` (`fish_id`);--> statement-breakpoint
CREATE TABLE `community_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`category` text NOT NULL,
	`object_key` text,
	`image_url` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`tank_specs` text,
	`views` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` text,
	`review_notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `community_images_status_created_idx` ON `community_images` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_images_category_idx` ON `community_images` (`category`,`status`);--> statement-breakpoint
CREATE INDEX `community_images_user_idx` ON `community_images` (`user_id`);--> statement-breakpoint
CREATE TABLE `discussion_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fish_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fish_id`) REFERENCES `fish`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discussion_comments_fish_created_idx` ON `discussion_comments` (`fish_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `discussion_comments_user_idx` ON `discussion_comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `fish` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`name` text NOT NULL,
	`scientific_name` text NOT NULL,
	`synonyms` text DEFAULT '[]' NOT NULL,
	`image_url` text NOT NULL,
	`difficulty` text NOT NULL,
	`temperament` text NOT NULL,
	`fish_type` text NOT NULL,
	`min_tank_size` integer NOT NULL,
	`max_size` real NOT NULL,
	`min_temperature` integer NOT NULL,
	`max_temperature` integer NOT NULL,
	`min_ph` real NOT NULL,
	`max_ph` real NOT NULL,
	`lifespan` text NOT NULL,
	`diet` text NOT NULL,
	`schooling_fish` integer DEFAULT false NOT NULL,
	`compatible_with` text DEFAULT '[]' NOT NULL,
	`incompatible_with` text DEFAULT '[]' NOT NULL,
	`description` text NOT NULL,
	`care_requirements` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fish_slug_unique` ON `fish` (`slug`);--> statement-breakpoint
CREATE INDEX `fish_name_idx` ON `fish` (`name`);--> statement-breakpoint
CREATE TABLE `fish_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fish_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`object_key` text NOT NULL,
	`image_url` text NOT NULL,
	`caption` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` text,
	`review_notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fish_id`) REFERENCES `fish`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `fish_photos_fish_status_idx` ON `fish_photos` (`fish_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_user_idx` ON `fish_photos` (`user_id`);--> statement-breakpoint
CREATE TABLE `image_likes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `community_images`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_likes_image_member_unique` ON `image_likes` (`image_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `image_likes_user_idx` ON `image_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `product_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`name` text NOT NULL,
	`brand` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`image_url` text NOT NULL,
	`rating` real NOT NULL,
	`review_text` text NOT NULL,
	`price` real,
	`review_date` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_slug_unique` ON `product_reviews` (`slug`);--> statement-breakpoint
CREATE INDEX `product_reviews_category_idx` ON `product_reviews` (`category`);--> statement-breakpoint
CREATE TABLE `uploaded_objects` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`max_bytes` integer NOT NULL,
	`size` integer,
	`content_type` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploaded_objects_user_idx` ON `uploaded_objects` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`auth_subject` text NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`username` text,
	`profile_image_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_auth_subject_unique` ON `users` (`auth_subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE TABLE `videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`thumbnail_url` text NOT NULL,
	`video_url` text NOT NULL,
	`duration` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`upload_date` text NOT NULL,
	`channel_title` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `videos_slug_unique` ON `videos` (`slug`);--> statement-breakpoint
CREATE INDEX `videos_category_idx` ON `videos` (`category`);