-- The storefront painted these two sections by their codes before a section had a style (issue 24):
-- a shop migrated from then keeps its red outlet and green summer capsule.
UPDATE "sections" SET "style" = 'outlet' WHERE "code" = 'outlet' AND "style" = 'plain';
--> statement-breakpoint
UPDATE "sections" SET "style" = 'capsule' WHERE "code" = 'leto_2025' AND "style" = 'plain';
