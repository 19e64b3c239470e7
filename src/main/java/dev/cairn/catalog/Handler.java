package dev.cairn.catalog;

import dev.cairn.api.Caller;

/** Runs a tool on a request that has passed its schema, for an admitted caller; returns the result record. */
@FunctionalInterface
public interface Handler<R> {
    Object handle(R request, Caller caller);
}
