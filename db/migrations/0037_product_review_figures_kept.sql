-- Each product's members' reviews as a count and a sum of ratings, kept by member_reviews' own triggers (decision
-- 077), as a fish's comment count is: a product's page and card read one row instead of averaging every review on
-- every request. Only products with reviews have a row. A migration that rebuilds member_reviews drops these
-- triggers and must create them again.
CREATE TABLE `product_review_figures` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	`rating_halves_sum` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `product_reviews`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
INSERT INTO `product_review_figures` (`product_id`, `n`, `rating_halves_sum`)
SELECT `product_id`, count(*), sum(`rating_halves`) FROM `member_reviews` GROUP BY `product_id`;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_figured_insert` AFTER INSERT ON `member_reviews`
BEGIN
  INSERT OR IGNORE INTO `product_review_figures` (`product_id`, `n`, `rating_halves_sum`) VALUES (NEW.`product_id`, 0, 0);
  UPDATE `product_review_figures` SET `n` = `n` + 1, `rating_halves_sum` = `rating_halves_sum` + NEW.`rating_halves`
  WHERE `product_id` = NEW.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_figured_delete` AFTER DELETE ON `member_reviews`
BEGIN
  UPDATE `product_review_figures` SET `n` = `n` - 1, `rating_halves_sum` = `rating_halves_sum` - OLD.`rating_halves`
  WHERE `product_id` = OLD.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_figured_update` AFTER UPDATE OF `rating_halves`, `product_id` ON `member_reviews`
WHEN OLD.`rating_halves` IS NOT NEW.`rating_halves` OR OLD.`product_id` IS NOT NEW.`product_id`
BEGIN
  UPDATE `product_review_figures` SET `n` = `n` - 1, `rating_halves_sum` = `rating_halves_sum` - OLD.`rating_halves`
  WHERE `product_id` = OLD.`product_id`;
  INSERT OR IGNORE INTO `product_review_figures` (`product_id`, `n`, `rating_halves_sum`) VALUES (NEW.`product_id`, 0, 0);
  UPDATE `product_review_figures` SET `n` = `n` + 1, `rating_halves_sum` = `rating_halves_sum` + NEW.`rating_halves`
  WHERE `product_id` = NEW.`product_id`;
END;
