-- 0003_history_indexes: the revisions that touched a view or a key, newest
-- first, on indexes.
--
-- A constraint row names a view (as item or item2) or has a key; the revisions
-- that touched it are its valid_from and its valid_to. constraint_by_item,
-- constraint_by_item2 and constraint_by_key give the first in order; these give
-- the second, so that `log --view V -n N` (and `--key`) merges the four ordered
-- scans newest first and stops after N revisions, whatever the length of the
-- history. The live rows naming a view (valid_to IS NULL) come first in them:
-- `blame --view V` at the head reads those rows only.
CREATE INDEX constraint_by_item_end ON layout_constraint(document_id, item, valid_to);
CREATE INDEX constraint_by_item2_end ON layout_constraint(document_id, item2, valid_to);
CREATE INDEX constraint_by_key_end ON layout_constraint(document_id, key, valid_to) WHERE key IS NOT NULL;
