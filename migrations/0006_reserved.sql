-- 0006_reserved: a step that changes nothing, keeping the numbers in sequence.
SELECT 1;
