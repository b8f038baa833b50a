-- 0005_constraint_activation: a constraint may be kept in the document but not
-- solved (`deactivate K`, a `make` line ending in `.inactive()`). Whether it
-- is active is a versioned property of the constraint row, like its constant:
-- a change of it closes the live row and begins a new version of the same
-- constraint_id. Every row written before this migration was active.
ALTER TABLE layout_constraint ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));

-- The constraints of every document at its head, now with whether each is active.
DROP VIEW head_constraints;
CREATE VIEW head_constraints AS
    SELECT d.name AS document, c.constraint_id, c.line_text, c.item, c.attribute, c.relation,
           c.item2, c.attribute2, c.multiplier, c.constant, c.priority, c.key, c.space,
           c.file, c.line, c.col, c.valid_from AS since, c.active
    FROM layout_constraint c JOIN document d ON d.id = c.document_id
    WHERE c.valid_to IS NULL
    ORDER BY d.name, c.constraint_id;
