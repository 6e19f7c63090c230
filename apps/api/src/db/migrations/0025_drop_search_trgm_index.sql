-- Search, filters and facets read the in-memory catalog (ADR 041); the suggestions' word_similarity() is a
-- function call this index does not serve. Writes to products no longer maintain it (ADR 046).
DROP INDEX "products_search_trgm_idx";