package io.github.dynamodesign.intent;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.Entity;
import io.github.dynamodesign.design.spec.AccessPatternsSpec;
import io.github.dynamodesign.design.spec.SpecPattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which design entity stands for each entity of the access-patterns document: the one of the same name (any case),
 * else the one whose name holds it as a word ({@code OrderWithPayment} stands for Order and for Payment).
 */
public final class SpecMapping {

    private final Design design;
    private final Map<String, Optional<String>> byName = new LinkedHashMap<>();

    SpecMapping(Design design, Optional<AccessPatternsSpec> spec) {
        this.design = design;
        spec.ifPresent(s -> {
            s.entities().forEach(e -> byName.put(e.name(), find(e.name())));
            for (SpecPattern p : s.patterns()) {
                p.entities().forEach(n -> byName.computeIfAbsent(n, this::find));
            }
        });
    }

    /** The design entity that stands for a document entity; empty when none does. */
    public Optional<String> designEntity(String specEntity) {
        return byName.computeIfAbsent(specEntity, this::find);
    }

    /** The design entities standing for document entities, each once, in order; unmapped ones left out. */
    public List<String> designEntities(List<String> specEntities) {
        List<String> result = new ArrayList<>();
        for (String name : specEntities) {
            designEntity(name).filter(n -> !result.contains(n)).ifPresent(result::add);
        }
        return result;
    }

    /** Every document entity and its design entity (empty when none). */
    public Map<String, Optional<String>> all() {
        return Map.copyOf(byName);
    }

    private Optional<String> find(String specEntity) {
        for (Entity e : design.entities()) {
            if (e.name().equalsIgnoreCase(specEntity)) {
                return Optional.of(e.name());
            }
        }
        List<String> holding = new ArrayList<>();
        for (Entity e : design.entities()) {
            if (words(e.name()).contains(specEntity.toLowerCase(Locale.ROOT))) {
                holding.add(e.name());
            }
        }
        return holding.size() == 1 ? Optional.of(holding.get(0)) : Optional.empty();
    }

    /** {@code OrderWithPayment} as order, with, payment. */
    private static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        for (String w : name.split("(?<=[a-z0-9])(?=[A-Z])|[^A-Za-z0-9]+")) {
            if (!w.isEmpty()) {
                words.add(w.toLowerCase(Locale.ROOT));
            }
        }
        return words;
    }

}
