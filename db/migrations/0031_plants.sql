CREATE TABLE `plants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`admin_edited_at` text,
	`name` text NOT NULL,
	`scientific_name` text NOT NULL,
	`synonyms` text DEFAULT '[]' NOT NULL,
	`type` text NOT NULL,
	`placement` text NOT NULL,
	`light` text NOT NULL,
	`co2` text NOT NULL,
	`growth_rate` text NOT NULL,
	`difficulty` text NOT NULL,
	`min_temperature_c` real NOT NULL,
	`max_temperature_c` real NOT NULL,
	`min_ph` real NOT NULL,
	`max_ph` real NOT NULL,
	`max_height_cm` real,
	`propagation` text NOT NULL,
	`description` text NOT NULL,
	`care` text NOT NULL,
	`fact_notes` text DEFAULT '{}' NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`colour` text,
	`leaf_shape` text,
	`image_url` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plants_slug_unique` ON `plants` (`slug`);--> statement-breakpoint
CREATE INDEX `plants_name_idx` ON `plants` (`name`);--> statement-breakpoint
-- Visitors see plants: every write raises the 'public' version the visitors' page store is filed under
-- (decision 044). The table's own version lets what is derived from every plant (the names the guides link)
-- be read again only after a change. A migration that rebuilds `plants` must create these triggers again.
INSERT INTO `table_versions` (`name`, `version`) VALUES ('plants', 1);
--> statement-breakpoint
CREATE TRIGGER `plants_public_insert` AFTER INSERT ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `plants_version_insert` AFTER INSERT ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'plants';
END;
--> statement-breakpoint
CREATE TRIGGER `plants_public_update` AFTER UPDATE ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `plants_version_update` AFTER UPDATE ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'plants';
END;
--> statement-breakpoint
CREATE TRIGGER `plants_public_delete` AFTER DELETE ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `plants_version_delete` AFTER DELETE ON `plants`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'plants';
END;
