-- A photo is of one species or of one plant (decision 059): fish_id becomes nullable beside a new plant_id, and a
-- check holds that exactly one is set. The rebuild drops the table's triggers; they are created again below, the
-- counting ones keeping fish and plant photos apart in image_status_counts.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_fish_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fish_id` integer,
	`plant_id` integer,
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
	FOREIGN KEY (`plant_id`) REFERENCES `plants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fish_photos_one_subject" CHECK((`fish_id` IS NULL) <> (`plant_id` IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_fish_photos`("id", "fish_id", "user_id", "object_key", "image_url", "caption", "status", "reviewed_by", "reviewed_at", "review_notes", "created_at") SELECT "id", "fish_id", "user_id", "object_key", "image_url", "caption", "status", "reviewed_by", "reviewed_at", "review_notes", "created_at" FROM `fish_photos`;--> statement-breakpoint
DROP TABLE `fish_photos`;--> statement-breakpoint
ALTER TABLE `__new_fish_photos` RENAME TO `fish_photos`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `fish_photos_fish_status_idx` ON `fish_photos` (`fish_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_plant_status_idx` ON `fish_photos` (`plant_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_user_fish_created_idx` ON `fish_photos` (`user_id`,`fish_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_user_plant_created_idx` ON `fish_photos` (`user_id`,`plant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_status_created_idx` ON `fish_photos` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_created_idx` ON `fish_photos` (`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_plant_queue_idx` ON `fish_photos` (`status`,`created_at`) WHERE `plant_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `fish_photos_plant_created_idx` ON `fish_photos` (`created_at`) WHERE `plant_id` IS NOT NULL;--> statement-breakpoint
INSERT INTO `image_status_counts` (`kind`, `status`, `n`)
SELECT 'plant-photo', s.status, 0
FROM (SELECT 'pending' AS status UNION ALL SELECT 'approved' UNION ALL SELECT 'rejected') s
WHERE true ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_insert` AFTER INSERT ON `fish_photos`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` + 1
  WHERE `kind` = CASE WHEN NEW.`plant_id` IS NULL THEN 'fish-photo' ELSE 'plant-photo' END AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_delete` AFTER DELETE ON `fish_photos`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1
  WHERE `kind` = CASE WHEN OLD.`plant_id` IS NULL THEN 'fish-photo' ELSE 'plant-photo' END AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_status` AFTER UPDATE OF `status` ON `fish_photos`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1
  WHERE `kind` = CASE WHEN OLD.`plant_id` IS NULL THEN 'fish-photo' ELSE 'plant-photo' END AND `status` = OLD.`status`;
  UPDATE `image_status_counts` SET `n` = `n` + 1
  WHERE `kind` = CASE WHEN NEW.`plant_id` IS NULL THEN 'fish-photo' ELSE 'plant-photo' END AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_insert` AFTER INSERT ON `fish_photos`
WHEN NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_update` AFTER UPDATE OF `status`, `image_url`, `caption`, `fish_id`, `plant_id` ON `fish_photos`
WHEN OLD.`status` = 'approved' OR NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_delete` AFTER DELETE ON `fish_photos`
WHEN OLD.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
