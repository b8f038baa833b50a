-- 0009_scroll_views: a view may be a scroll view (UIScrollView, `view NAME scroll`).
-- Whether it is one is a versioned property of the view row, like `hidden`, so that
-- making a view a scroll view (or a plain view again, `scroll none`) closes the live
-- row and begins a new version of the view. Every row written before this migration
-- is a plain view.
ALTER TABLE view ADD COLUMN scroll INTEGER NOT NULL DEFAULT 0 CHECK (scroll IN (0, 1));

-- The content size of each scroll view on each canvas (UIKit's contentSize, the size
-- of its content guide), kept with the frames of each revision: versioned like a
-- frame (a new row only when the size moved by 0.0005 or more; the live row closed
-- when the view, or the canvas, is removed or the view is no longer a scroll view).
-- A document without scroll views has no row.
CREATE TABLE content_size (
    document_id INTEGER NOT NULL REFERENCES document(id),
    canvas      TEXT NOT NULL,
    view        TEXT NOT NULL,
    width       REAL NOT NULL,
    height      REAL NOT NULL,
    valid_from  INTEGER NOT NULL REFERENCES revision(number),
    valid_to    INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
) STRICT;
CREATE INDEX content_size_by_view ON content_size(document_id, canvas, view, valid_from);
CREATE INDEX content_size_live ON content_size(document_id) WHERE valid_to IS NULL;

-- The views of every document at its head, now with whether each is a scroll view
-- (and, from migrations 0007 and 0008, its kind, whether it is hidden and its stack
-- properties).
DROP VIEW head_views;
CREATE VIEW head_views AS
    SELECT d.name AS document, v.name AS view, v.parent, v.intrinsic_width, v.intrinsic_height,
           v.hugging_h, v.hugging_v, v.compression_h, v.compression_v, v.valid_from AS since, v.kind,
           v.hidden, v.stack_axis, v.stack_spacing, v.stack_distribution, v.stack_alignment, v.scroll
    FROM view v JOIN document d ON d.id = v.document_id
    WHERE v.valid_to IS NULL
    ORDER BY d.name, v.position;
