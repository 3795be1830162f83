-- PostgreSQL already searches contact names and numbers through their pg_trgm indexes (0002); this step
-- keeps the two migration histories numbered alike (SQLite adds contacts_fts here).
SELECT 1;
