package io.github.dynamodesign.design.markdown;

import java.util.List;
import java.util.Locale;

/**
 * A part of the document under a recognised heading.
 *
 * @param line the heading's line
 * @param end the first line after the section
 */
record Section(Kind kind, String title, int level, int line, int end) {

    enum Kind {
        TABLE, GSI, LSI, ENTITIES, COLLECTIONS, PATTERNS, OTHER;

        static Kind of(String heading) {
            String t = " " + heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip() + " ";
            if (containsAny(t, " table configuration", " table config", " table definition", " table settings",
                    " base table ") || t.equals(" table ")) {
                return TABLE;
            }
            if (containsAny(t, " global secondary ind", " gsis ", " gsi ")) {
                return GSI;
            }
            if (containsAny(t, " local secondary ind", " lsis ", " lsi ")) {
                return LSI;
            }
            if (containsAny(t, " entity key design", " entity design", " entities ", " entity keys ",
                    " key design ", " entity definitions", " item types ",
                    // "## Entity Attributes", "## Attributes per entity": a heading per entity with its attributes below
                    " entity attributes ", " attributes per entity ", " attributes by entity ")) {
                return ENTITIES;
            }
            if (t.contains(" item collection")) {
                return COLLECTIONS;
            }
            if (containsAny(t, " access pattern mapping", " access patterns mapping", " access pattern map",
                    " access patterns ", " access pattern ")) {
                return PATTERNS;
            }
            return OTHER;
        }

        private static boolean containsAny(String text, String... fragments) {
            return List.of(fragments).stream().anyMatch(text::contains);
        }
    }
}
