-- 0008_stacks_hidden: views may be hidden, and a view may be a stack (UIStackView):
-- its axis, spacing, distribution and alignment are versioned properties of the
-- view row, like its intrinsic size, so a change of one closes the live row and
-- begins a new version of the view. The constraints a stack generates are made
-- from these on every layout pass and never stored. Every row written before
-- this migration is a shown view that is not a stack.
ALTER TABLE view ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
ALTER TABLE view ADD COLUMN stack_axis TEXT CHECK (stack_axis IN ('horizontal', 'vertical'));
ALTER TABLE view ADD COLUMN stack_spacing REAL;
ALTER TABLE view ADD COLUMN stack_distribution TEXT
    CHECK (stack_distribution IN ('fill', 'fillEqually', 'fillProportionally', 'equalSpacing', 'equalCentering'));
ALTER TABLE view ADD COLUMN stack_alignment TEXT
    CHECK (stack_alignment IN ('fill', 'leading', 'trailing', 'center', 'top', 'bottom', 'firstBaseline', 'lastBaseline'));

-- The views of every document at its head, now with whether each is hidden and its stack properties
-- (and its kind, view or guide, from migration 0007).
DROP VIEW head_views;
CREATE VIEW head_views AS
    SELECT d.name AS document, v.name AS view, v.parent, v.intrinsic_width, v.intrinsic_height,
           v.hugging_h, v.hugging_v, v.compression_h, v.compression_v, v.valid_from AS since, v.kind,
           v.hidden, v.stack_axis, v.stack_spacing, v.stack_distribution, v.stack_alignment
    FROM view v JOIN document d ON d.id = v.document_id
    WHERE v.valid_to IS NULL
    ORDER BY d.name, v.position;
