-- Search on D1, second layout (docs/decisions/0038-search-on-d1.md, note of 2026-12-02): one row of
-- search_text per item, both languages in columns of their own, and the item's type and French mark
-- in the rowid, so a query counts and filters its matches without reading search_docs, and scores
-- with bm25 only the matches in titles, names, topics and summaries (plus transcript-only matches
-- when they are few). The tables are derived from the content: the next refresh (INDEX_FORMAT 7)
-- writes every item into the new table.

DROP TABLE search_text_vocab;
DROP TABLE search_text;

-- rowid = doc id * 16 + type * 2 + french (type: the place of the item's type in SEARCH_TYPES,
-- documents.ts; french: 1 when the item has a French version). Every column holds search terms
-- (searchTerms: folded, elisions and stop words out, stemmed); people are the same in both languages.
CREATE VIRTUAL TABLE search_text USING fts5(
  title_en, title_fr, people, taxonomy_en, taxonomy_fr, summary_en, summary_fr, body_en, body_fr,
  tokenize = 'unicode61 remove_diacritics 2',
  content = '', contentless_delete = 1
);
CREATE VIRTUAL TABLE search_text_vocab USING fts5vocab(search_text, 'row');

-- Everything else starts again with the new table (every item, member presenter and answer is written
-- again by the next refresh; until then a query finds nothing).
DELETE FROM search_docs;
DELETE FROM search_moments;
DELETE FROM search_words;
INSERT INTO search_word_trigrams (search_word_trigrams) VALUES ('rebuild');
DELETE FROM search_meta WHERE key <> 'lease';
