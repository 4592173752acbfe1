-- Search on D1 (docs/decisions/0038-search-on-d1.md). Every table here is rebuilt from the content
-- at any time (`npm run search:rebuild`, the daily cron): D1 cannot export FTS5 tables.

-- One row per searchable item (a presentation, presenter, event, article or collection), with what a
-- result shows in each language; `hash` tells a refresh whether the item changed.
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  url TEXT NOT NULL,
  image TEXT,
  date TEXT,
  title_en TEXT NOT NULL,
  title_fr TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_fr TEXT NOT NULL,
  -- The language of a title or summary that fell back to the other one (null when it did not).
  title_lang_en TEXT,
  title_lang_fr TEXT,
  summary_lang_en TEXT,
  summary_lang_fr TEXT,
  -- Has a French version: a French reader is shown only these (spec §1).
  french INTEGER NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX search_docs_type ON search_docs (type);

-- The searchable text of each item in each language (rowid = id * 2, + 1 for French), as search
-- terms (searchTerms: folded, elisions and stop words out, stemmed). Contentless: the text shown is
-- in search_docs and search_moments.
CREATE VIRTUAL TABLE search_text USING fts5(
  title, people, taxonomy, summary, body,
  tokenize = 'unicode61 remove_diacritics 2',
  content = '', contentless_delete = 1
);

-- Every timed transcript line a reader's page offers: its presentation, language, start second and
-- text as written, the locales whose page offers it (`readers`: "en", "fr combined"…) and its search
-- terms (`terms`, as search_text holds them). id = doc id * 100000 + the line's place. A talk is
-- found by its transcript through search_text's body; its best lines are then read from here, for
-- the talks of the page only (search_moments_doc), never from a match over every line.
CREATE TABLE search_moments (
  id INTEGER PRIMARY KEY,
  doc INTEGER NOT NULL,
  lang TEXT NOT NULL,
  start INTEGER NOT NULL,
  text TEXT NOT NULL,
  readers TEXT NOT NULL,
  terms TEXT NOT NULL
);
CREATE INDEX search_moments_doc ON search_moments (doc);

-- The vocabulary typos are corrected from: every indexed term (transcripts included, in body) and
-- how many rows hold it, rebuilt after each refresh from the FTS5 vocabulary, with a trigram index
-- to find near spellings.
CREATE VIRTUAL TABLE search_text_vocab USING fts5vocab(search_text, 'row');
CREATE TABLE search_words (
  id INTEGER PRIMARY KEY,
  term TEXT NOT NULL UNIQUE,
  docs INTEGER NOT NULL
);
CREATE VIRTUAL TABLE search_word_trigrams USING fts5(
  term,
  tokenize = 'trigram',
  content = 'search_words', content_rowid = 'id'
);

-- What the tables were built from (`content`: the collections' versions; `members`: the published
-- member presenters' digest) and the refresh lease (`lease`: until when, in ms since the epoch).
CREATE TABLE search_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
