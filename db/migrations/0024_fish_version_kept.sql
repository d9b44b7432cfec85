-- The species table's version, raised by its own triggers on every insert, update and delete, so what is
-- derived from every species (the compatibility groups' members) is read again only after a change. A
-- migration that rebuilds `fish` drops these triggers and must create them again.
INSERT INTO `table_versions` (`name`, `version`) VALUES ('fish', 1);
--> statement-breakpoint
CREATE TRIGGER `fish_version_insert` AFTER INSERT ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'fish';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_version_update` AFTER UPDATE ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'fish';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_version_delete` AFTER DELETE ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'fish';
END;
