package dev.cairn.catalog;

/**
 * One agent-control family as the catalog sees it: the family adds its own tools (each with its schemas and
 * handler) and, if it sends people links, its page. The application lists its families once; nothing else
 * names them.
 */
public interface Family {
    void register(Catalog.Builder catalog);
}
