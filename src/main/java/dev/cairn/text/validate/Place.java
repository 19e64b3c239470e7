package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Where something is in the caller's schema or output, told without the caller's words: member names and values
 * may be secrets, so no message of this package quotes them. A place is the path from the root, one step per
 * level: the name of a member of a schema object when it is a keyword, otherwise a position, 1-based and in
 * document order ("member 3" of an object, "item 2" of an array). For example {@code properties › member 3 ›
 * pattern}, or {@code the root}.
 */
final class Place {
    private static final String SEPARATOR = " › ";

    /** What the node at a place is, which decides how the steps below it are told. */
    private enum Role {
        /** A schema, an array of schemas, or a value that a $ref may still reach as one: keywords are named. */
        SCHEMA,
        /** The value of properties, $defs and the like: every member is a schema under a name the caller chose. */
        NAMED_SCHEMAS,
        /** Anything else (enum values, required names, the output): only positions. */
        DATA
    }

    private final Place parent;
    /** The member's name, which is told only when it is a keyword of a schema; null for an array item. */
    private final String name;
    /** 1-based, in document order. */
    private final int position;
    private final Role role;

    private Place(Place parent, String name, int position, Role role) {
        this.parent = parent;
        this.name = name;
        this.position = position;
        this.role = role;
    }

    static Place schemaRoot() {
        return new Place(null, null, 0, Role.SCHEMA);
    }

    static Place valueRoot() {
        return new Place(null, null, 0, Role.DATA);
    }

    /** Whether the node here is a schema, or a value a $ref could reach as one. */
    boolean holdsSchema() {
        return role == Role.SCHEMA;
    }

    /** The member {@code name} of {@code object}, the node at this place; the object must have it. */
    Place member(JsonNode object, String name) {
        int position = 1;
        Iterator<String> names = object.fieldNames();
        while (names.hasNext() && !names.next().equals(name)) {
            position++;
        }
        return member(name, position);
    }

    private Place member(String name, int position) {
        Role next = switch (role) {
            case SCHEMA -> SchemaKeywords.mapsNamesToSchemas(name) ? Role.NAMED_SCHEMAS
                : SchemaKeywords.holdsData(name) ? Role.DATA : Role.SCHEMA;
            case NAMED_SCHEMAS -> Role.SCHEMA;
            case DATA -> Role.DATA;
        };
        return new Place(this, name, position, next);
    }

    Place item(int index) {
        return new Place(this, null, index + 1, role == Role.DATA ? Role.DATA : Role.SCHEMA);
    }

    /**
     * The first answer of {@code found}, asked of {@code node} at this place and then of every node below it in
     * document order (each node before its members). The tree must be bounded in depth.
     */
    Optional<Place> first(JsonNode node, BiFunction<JsonNode, Place, Optional<Place>> found) {
        Optional<Place> here = found.apply(node, this);
        if (here.isPresent()) {
            return here;
        }
        if (node.isObject()) {
            int position = 1;
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); position++) {
                Map.Entry<String, JsonNode> member = members.next();
                Optional<Place> below = member(member.getKey(), position).first(member.getValue(), found);
                if (below.isPresent()) {
                    return below;
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                Optional<Place> below = item(i).first(node.get(i), found);
                if (below.isPresent()) {
                    return below;
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        if (parent == null) {
            return "the root";
        }
        List<String> steps = new ArrayList<>();
        for (Place place = this; place.parent != null; place = place.parent) {
            steps.add(0, place.step());
        }
        return String.join(SEPARATOR, steps);
    }

    private String step() {
        if (name == null) {
            return "item " + position;
        }
        return parent.role == Role.SCHEMA && SchemaKeywords.isKeyword(name) ? name : "member " + position;
    }
}
