-- 0002_relative_frames: frames measured from the sibling a view is constrained to.
--
-- A frame row's size is the solved size; its origin is now, on each axis,
-- relative to an anchor: a sibling view (same parent) the view is constrained
-- to, at a point of it given as a fraction of its size (0 its left or top
-- edge, 0.5 its centre, 1 its right or bottom edge):
--
--   x = x(x_anchor) + x_anchor_at * width(x_anchor) + frame.x   (frame.x alone when x_anchor IS NULL)
--   y = y(y_anchor) + y_anchor_at * height(y_anchor) + frame.y
--
-- so that a change that moves a whole stack of views writes only the frames
-- whose place relative to their anchor changed. Rows written before this
-- migration have no anchors: their origins are in parent coordinates, as
-- before. head_frames resolves the anchors.

ALTER TABLE frame ADD COLUMN x_anchor TEXT;
ALTER TABLE frame ADD COLUMN x_anchor_at REAL NOT NULL DEFAULT 0 CHECK (x_anchor_at BETWEEN 0 AND 1);
ALTER TABLE frame ADD COLUMN y_anchor TEXT;
ALTER TABLE frame ADD COLUMN y_anchor_at REAL NOT NULL DEFAULT 0 CHECK (y_anchor_at BETWEEN 0 AND 1);

-- The live frames anchored to a view, to resolve head frames in SQL.
CREATE INDEX frame_live_by_x_anchor ON frame(document_id, canvas, x_anchor) WHERE valid_to IS NULL AND x_anchor IS NOT NULL;
CREATE INDEX frame_live_by_y_anchor ON frame(document_id, canvas, y_anchor) WHERE valid_to IS NULL AND y_anchor IS NOT NULL;

-- The frames of every document at its head, per canvas, in parent
-- coordinates (anchors resolved from the unanchored frames down).
DROP VIEW head_frames;
CREATE VIEW head_frames AS
    WITH RECURSIVE
        ax(document_id, canvas, view, x, width) AS (
            SELECT document_id, canvas, view, x, width FROM frame WHERE valid_to IS NULL AND x_anchor IS NULL
            UNION ALL
            SELECT f.document_id, f.canvas, f.view, a.x + f.x_anchor_at * a.width + f.x, f.width
            FROM ax a JOIN frame f
              ON f.document_id = a.document_id AND f.canvas = a.canvas AND f.x_anchor = a.view AND f.valid_to IS NULL
        ),
        ay(document_id, canvas, view, y, height) AS (
            SELECT document_id, canvas, view, y, height FROM frame WHERE valid_to IS NULL AND y_anchor IS NULL
            UNION ALL
            SELECT f.document_id, f.canvas, f.view, a.y + f.y_anchor_at * a.height + f.y, f.height
            FROM ay a JOIN frame f
              ON f.document_id = a.document_id AND f.canvas = a.canvas AND f.y_anchor = a.view AND f.valid_to IS NULL
        )
    SELECT d.name AS document, f.canvas, f.view, ax.x, ay.y, f.width, f.height, f.valid_from AS since
    FROM frame f
    JOIN document d ON d.id = f.document_id
    JOIN ax ON ax.document_id = f.document_id AND ax.canvas = f.canvas AND ax.view = f.view
    JOIN ay ON ay.document_id = f.document_id AND ay.canvas = f.canvas AND ay.view = f.view
    WHERE f.valid_to IS NULL
    ORDER BY d.name, f.canvas, f.view;
