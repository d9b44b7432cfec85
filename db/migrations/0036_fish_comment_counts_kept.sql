-- How many comments each fish has, kept by discussion_comments' own triggers (decision 077), as the gallery keeps
-- its likes (decision 038): a fish page reads one row instead of counting its comments on every request. Only
-- fish with comments have a row. A migration that rebuilds discussion_comments drops these triggers and must
-- create them again.
CREATE TABLE `fish_comment_counts` (
	`fish_id` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`fish_id`) REFERENCES `fish`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
INSERT INTO `fish_comment_counts` (`fish_id`, `n`) SELECT `fish_id`, count(*) FROM `discussion_comments` GROUP BY `fish_id`;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_counted_insert` AFTER INSERT ON `discussion_comments`
BEGIN
  INSERT OR IGNORE INTO `fish_comment_counts` (`fish_id`, `n`) VALUES (NEW.`fish_id`, 0);
  UPDATE `fish_comment_counts` SET `n` = `n` + 1 WHERE `fish_id` = NEW.`fish_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_counted_delete` AFTER DELETE ON `discussion_comments`
BEGIN
  UPDATE `fish_comment_counts` SET `n` = `n` - 1 WHERE `fish_id` = OLD.`fish_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_counted_move` AFTER UPDATE OF `fish_id` ON `discussion_comments`
WHEN OLD.`fish_id` IS NOT NEW.`fish_id`
BEGIN
  UPDATE `fish_comment_counts` SET `n` = `n` - 1 WHERE `fish_id` = OLD.`fish_id`;
  INSERT OR IGNORE INTO `fish_comment_counts` (`fish_id`, `n`) VALUES (NEW.`fish_id`, 0);
  UPDATE `fish_comment_counts` SET `n` = `n` + 1 WHERE `fish_id` = NEW.`fish_id`;
END;
