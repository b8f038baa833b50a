-- 0004_frame_checkpoints: the frames of an old revision at a cost that follows
-- the answer, not the length of the history.
--
-- The frame rows valid at a revision R are those begun up to R and not yet
-- ended. Found from the versions begun up to R (frame_by_start), their number
-- grows with the history before R; found by one look-up per view and canvas
-- (frame_by_view), each look-up is a seek in an index and then in the table.
-- A checkpoint lists the rows valid at a revision C of a document (C itself
-- included): the rows valid at R >= C are those of the latest checkpoint up
-- to R still valid at R, and the versions begun after C up to R still valid
-- at R. The store writes a checkpoint, in the transaction of revision C, when
-- the document's frame versions begun since its previous checkpoint (since
-- its first revision when there is none) outnumber twice its live frames, or
-- when its live frames are fewer than half its previous checkpoint's: so
-- reading any revision reads a few times as many rows as it returns at
-- most, and a checkpoint costs about one entry per two frame versions.
CREATE TABLE frame_checkpoint (
    document_id INTEGER NOT NULL REFERENCES document(id),
    revision    INTEGER NOT NULL REFERENCES revision(number),
    frame       INTEGER NOT NULL,   -- the rowid of a frame row valid at `revision`
    PRIMARY KEY (document_id, revision, frame)
) STRICT, WITHOUT ROWID;
