-- 0001_initial: the layoutdb store.
--
-- Documents and their revisions, and the versioned state of each document:
-- canvases, views, constraints and the solved frames. Every versioned row is
-- valid over the revisions [valid_from, valid_to): valid_to is NULL while the
-- row is still part of the head state. Changing something closes its row
-- (sets valid_to) and inserts the new version, so a revision that changes one
-- constant writes a handful of rows, never a copy of the document.

CREATE TABLE document (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
) STRICT;

-- One apply, rollback or restore: one transaction, one revision. Numbers are
-- global to the database and increase by one.
CREATE TABLE revision (
    number             INTEGER PRIMARY KEY,
    document_id        INTEGER NOT NULL REFERENCES document(id),
    parent             INTEGER REFERENCES revision(number),   -- the document's previous revision
    time               TEXT NOT NULL,                          -- UTC, ISO 8601
    author             TEXT NOT NULL,
    message            TEXT NOT NULL,
    kind               TEXT NOT NULL CHECK (kind IN ('apply', 'rollback', 'restore')),
    digest             TEXT NOT NULL,                          -- FNV-1a 64 of the state's canonical text
    next_constraint_id INTEGER NOT NULL,                       -- the identity the next new constraint gets
    target             INTEGER REFERENCES revision(number)     -- the revision rolled back or restored to
) STRICT;
CREATE INDEX revision_by_document ON revision(document_id, number);

CREATE TABLE canvas (
    document_id INTEGER NOT NULL REFERENCES document(id),
    name        TEXT NOT NULL,
    position    REAL NOT NULL,                                  -- declaration order (gaps allowed)
    width       REAL NOT NULL,
    height      REAL NOT NULL,
    direction   TEXT NOT NULL CHECK (direction IN ('ltr', 'rtl')),
    valid_from  INTEGER NOT NULL REFERENCES revision(number),
    valid_to    INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
) STRICT;
CREATE INDEX canvas_live ON canvas(document_id) WHERE valid_to IS NULL;
CREATE INDEX canvas_by_name ON canvas(document_id, name, valid_from);
CREATE INDEX canvas_by_end ON canvas(document_id, valid_to);
CREATE INDEX canvas_by_start ON canvas(document_id, valid_from);

CREATE TABLE view (
    document_id      INTEGER NOT NULL REFERENCES document(id),
    name             TEXT NOT NULL,
    position         REAL NOT NULL,                             -- declaration order (gaps allowed)
    parent           TEXT NOT NULL,                             -- 'root' for top-level views
    intrinsic_width  REAL,
    intrinsic_height REAL,
    hugging_h        INTEGER NOT NULL CHECK (hugging_h BETWEEN 1 AND 1000),
    hugging_v        INTEGER NOT NULL CHECK (hugging_v BETWEEN 1 AND 1000),
    compression_h    INTEGER NOT NULL CHECK (compression_h BETWEEN 1 AND 1000),
    compression_v    INTEGER NOT NULL CHECK (compression_v BETWEEN 1 AND 1000),
    margin_top       REAL NOT NULL,
    margin_left      REAL NOT NULL,
    margin_bottom    REAL NOT NULL,
    margin_right     REAL NOT NULL,
    first_baseline   REAL,
    last_baseline    REAL,
    valid_from       INTEGER NOT NULL REFERENCES revision(number),
    valid_to         INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
) STRICT;
CREATE INDEX view_live ON view(document_id) WHERE valid_to IS NULL;
CREATE INDEX view_by_name ON view(document_id, name, valid_from);
CREATE INDEX view_by_end ON view(document_id, valid_to);
CREATE INDEX view_by_start ON view(document_id, valid_from);

-- A constraint: item.attribute relation multiplier * item2.attribute2 + constant.
-- constraint_id is its identity in the document, kept through updates and
-- remakes; document order is the order of identities.
CREATE TABLE layout_constraint (
    document_id   INTEGER NOT NULL REFERENCES document(id),
    constraint_id INTEGER NOT NULL,
    item          TEXT NOT NULL,
    attribute     TEXT NOT NULL,
    relation      TEXT NOT NULL CHECK (relation IN ('==', '<=', '>=')),
    item2         TEXT,
    attribute2    TEXT,
    multiplier    REAL NOT NULL,
    constant      REAL NOT NULL,
    priority      INTEGER NOT NULL CHECK (priority BETWEEN 1 AND 1000),
    key           TEXT,
    space         TEXT NOT NULL,                                -- the closest common ancestor it is evaluated in
    line_text     TEXT NOT NULL,                                -- the one-line form
    file          TEXT,                                         -- where it was written
    line          INTEGER,
    col           INTEGER,
    valid_from    INTEGER NOT NULL REFERENCES revision(number),
    valid_to      INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from),
    CHECK ((item2 IS NULL) = (attribute2 IS NULL))
) STRICT;
CREATE INDEX constraint_live ON layout_constraint(document_id) WHERE valid_to IS NULL;
CREATE INDEX constraint_by_id ON layout_constraint(document_id, constraint_id, valid_from);
CREATE INDEX constraint_by_end ON layout_constraint(document_id, valid_to);
CREATE INDEX constraint_by_start ON layout_constraint(document_id, valid_from);
CREATE INDEX constraint_by_item ON layout_constraint(document_id, item, valid_from);
CREATE INDEX constraint_by_item2 ON layout_constraint(document_id, item2, valid_from);
CREATE INDEX constraint_by_key ON layout_constraint(document_id, key, valid_from) WHERE key IS NOT NULL;

-- The solved frame of a view on a canvas, in its parent's coordinates. A
-- revision writes only the frames that moved (by 0.0005 or more).
CREATE TABLE frame (
    document_id INTEGER NOT NULL REFERENCES document(id),
    canvas      TEXT NOT NULL,
    view        TEXT NOT NULL,
    x           REAL NOT NULL,
    y           REAL NOT NULL,
    width       REAL NOT NULL,
    height      REAL NOT NULL,
    valid_from  INTEGER NOT NULL REFERENCES revision(number),
    valid_to    INTEGER REFERENCES revision(number),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
) STRICT;
CREATE INDEX frame_live ON frame(document_id, canvas) WHERE valid_to IS NULL;
CREATE INDEX frame_by_view ON frame(document_id, view, canvas, valid_from);
CREATE INDEX frame_by_end ON frame(document_id, valid_to);
CREATE INDEX frame_by_start ON frame(document_id, valid_from);

-- What solving a revision's state found: unsatisfiable sets (the broken
-- constraint last) and ambiguous views, per canvas. Every revision stores the
-- complete list for its state.
CREATE TABLE revision_issue (
    revision    INTEGER NOT NULL REFERENCES revision(number),
    canvas      TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('unsatisfiable', 'ambiguous')),
    ordinal     INTEGER NOT NULL,                               -- order within the canvas and kind
    view        TEXT,                                           -- ambiguous: the view
    free        TEXT,                                           -- ambiguous: 'x,y,width,height' (those free)
    constraints TEXT,                                           -- unsatisfiable: one-line forms, one per line
    CHECK ((kind = 'ambiguous') = (view IS NOT NULL))
) STRICT;
CREATE INDEX revision_issue_by_revision ON revision_issue(revision, canvas, kind, ordinal);

-- Common questions for `sqlite3 layout.db` users.

-- Every document's head revision.
CREATE VIEW head_revision AS
    SELECT d.name AS document, MAX(r.number) AS revision
    FROM document d JOIN revision r ON r.document_id = d.id
    GROUP BY d.id;

-- The constraints of every document at its head, in document order.
CREATE VIEW head_constraints AS
    SELECT d.name AS document, c.constraint_id, c.line_text, c.item, c.attribute, c.relation,
           c.item2, c.attribute2, c.multiplier, c.constant, c.priority, c.key, c.space,
           c.file, c.line, c.col, c.valid_from AS since
    FROM layout_constraint c JOIN document d ON d.id = c.document_id
    WHERE c.valid_to IS NULL
    ORDER BY d.name, c.constraint_id;

-- The views of every document at its head.
CREATE VIEW head_views AS
    SELECT d.name AS document, v.name AS view, v.parent, v.intrinsic_width, v.intrinsic_height,
           v.hugging_h, v.hugging_v, v.compression_h, v.compression_v, v.valid_from AS since
    FROM view v JOIN document d ON d.id = v.document_id
    WHERE v.valid_to IS NULL
    ORDER BY d.name, v.position;

-- The frames of every document at its head, per canvas.
CREATE VIEW head_frames AS
    SELECT d.name AS document, f.canvas, f.view, f.x, f.y, f.width, f.height, f.valid_from AS since
    FROM frame f JOIN document d ON d.id = f.document_id
    WHERE f.valid_to IS NULL
    ORDER BY d.name, f.canvas, f.view;

-- Every version of every constraint, oldest first, with the revision that
-- made it and the one that ended it.
CREATE VIEW constraint_history AS
    SELECT d.name AS document, c.constraint_id, c.key, c.line_text,
           c.valid_from, r.author, r.time, r.kind, r.message, c.valid_to
    FROM layout_constraint c
    JOIN document d ON d.id = c.document_id
    JOIN revision r ON r.number = c.valid_from
    ORDER BY d.name, c.constraint_id, c.valid_from;
