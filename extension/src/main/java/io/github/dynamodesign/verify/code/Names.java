package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.annotations.Input;

import java.lang.reflect.Parameter;
import java.util.Collection;
import java.util.Optional;

/** The names parameters go by, and matching them with the design's names. */
final class Names {

    private Names() {
    }

    /** The parameter's name: {@link Input}, else the compiled name when {@code -parameters} kept it, else empty. */
    static Optional<String> of(Parameter p) {
        Input input = p.getAnnotation(Input.class);
        if (input != null) {
            return Optional.of(input.value());
        }
        return p.isNamePresent() ? Optional.of(p.getName()) : Optional.empty();
    }

    /** The name among {@code names} that is {@code name}, exactly or but for case and {@code _}/{@code -}. */
    static Optional<String> find(Collection<String> names, String name) {
        if (names.contains(name)) {
            return Optional.of(name);
        }
        return names.stream().filter(n -> Values.normal(n).equals(Values.normal(name))).findFirst();
    }
}
