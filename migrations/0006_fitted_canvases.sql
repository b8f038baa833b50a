-- 0006_fitted_canvases: a canvas axis may be fitted to the content
-- (`canvas cell 375xfit`, a self-sizing cell): the root's size on it is what
-- the constraints need, pulled toward 0 at priority 50. The canvas row keeps
-- what was declared, a fitted axis as its flag (its width or height then 0);
-- every row written before this migration is fixed on both axes.
ALTER TABLE canvas ADD COLUMN fit_width INTEGER NOT NULL DEFAULT 0 CHECK (fit_width IN (0, 1));
ALTER TABLE canvas ADD COLUMN fit_height INTEGER NOT NULL DEFAULT 0 CHECK (fit_height IN (0, 1));

-- The size a fitted canvas was laid out at, with the frames of each
-- revision: versioned like a frame (a new row only when the size moved by
-- 0.0005 or more, the live row closed when the canvas is removed or becomes
-- fixed). A canvas fixed on both axes has no row: its size is its row's.
CREATE TABLE fitted_size (
    document_id INTEGER NOT NULL REFERENCES document(id),
    canvas      TEXT NOT NULL,
    width       REAL NOT NULL,
    height      REAL NOT NULL,
    valid_from  INTEGER NOT NULL REFERENCES revision(number),
    valid_to    INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
) STRICT;
CREATE INDEX fitted_size_by_canvas ON fitted_size(document_id, canvas, valid_from);
