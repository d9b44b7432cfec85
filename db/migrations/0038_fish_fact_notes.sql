-- Each species' notes on its facts (who said what where the references spread, and why the value shown was
-- chosen), seeded from the species files beside their sources, so the fish page can show them.
ALTER TABLE `fish` ADD `fact_notes` text DEFAULT '{}' NOT NULL;