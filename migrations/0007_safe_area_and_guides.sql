-- 0007_safe_area_and_guides: a canvas's safe-area insets, custom layout
-- guides, and the finding that a canvas's safe area did not settle.
--
-- `canvas NAME WxH [ltr|rtl] safe T L B R` gives the root view's safe-area
-- insets on that canvas; every canvas written before this migration had none
-- (0 on every side). They are versioned with the canvas row: a change of them
-- closes the live row and begins a new version, as a change of size does.
ALTER TABLE canvas ADD COLUMN safe_top REAL NOT NULL DEFAULT 0 CHECK (safe_top >= 0);
ALTER TABLE canvas ADD COLUMN safe_left REAL NOT NULL DEFAULT 0 CHECK (safe_left >= 0);
ALTER TABLE canvas ADD COLUMN safe_bottom REAL NOT NULL DEFAULT 0 CHECK (safe_bottom >= 0);
ALTER TABLE canvas ADD COLUMN safe_right REAL NOT NULL DEFAULT 0 CHECK (safe_right >= 0);

-- `guide NAME [in OWNER]` is stored as a view row of kind 'guide' (its parent
-- is its owner; its properties are a guide's: no intrinsic size, margins 0).
-- Every row written before this migration is a view.
ALTER TABLE view ADD COLUMN kind TEXT NOT NULL DEFAULT 'view' CHECK (kind IN ('view', 'guide'));

-- A third kind of finding: 'unsettled', a canvas whose safe area did not
-- settle in the passes the layout allows (no view, no constraints). A CHECK
-- cannot be changed in place: the table is rebuilt with its rows and index.
CREATE TABLE revision_issue_0007 (
    revision    INTEGER NOT NULL REFERENCES revision(number),
    canvas      TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('unsatisfiable', 'ambiguous', 'unsettled')),
    ordinal     INTEGER NOT NULL,                               -- order within the canvas and kind
    view        TEXT,                                           -- ambiguous: the view
    free        TEXT,                                           -- ambiguous: 'x,y,width,height' (those free)
    constraints TEXT,                                           -- unsatisfiable: one-line forms, one per line
    CHECK ((kind = 'ambiguous') = (view IS NOT NULL))
) STRICT;
INSERT INTO revision_issue_0007(revision, canvas, kind, ordinal, view, free, constraints)
    SELECT revision, canvas, kind, ordinal, view, free, constraints FROM revision_issue;
DROP TABLE revision_issue;
ALTER TABLE revision_issue_0007 RENAME TO revision_issue;
CREATE INDEX revision_issue_by_revision ON revision_issue(revision, canvas, kind, ordinal);

-- The views of every document at its head, now with whether each is a guide.
DROP VIEW head_views;
CREATE VIEW head_views AS
    SELECT d.name AS document, v.name AS view, v.parent, v.intrinsic_width, v.intrinsic_height,
           v.hugging_h, v.hugging_v, v.compression_h, v.compression_v, v.valid_from AS since, v.kind
    FROM view v JOIN document d ON d.id = v.document_id
    WHERE v.valid_to IS NULL
    ORDER BY d.name, v.position;
