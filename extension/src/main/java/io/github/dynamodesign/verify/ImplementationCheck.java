package io.github.dynamodesign.verify;

import java.util.List;

/**
 * The user's implementation class checked against the design: one {@link MethodCheck} per method annotated with an
 * access pattern, and the problems that keep methods from being checked at all (an unknown pattern id, a pattern
 * implemented twice, no way to make an instance).
 *
 * @param type the class, by its simple name
 */
public record ImplementationCheck(String type, List<String> problems, List<MethodCheck> methods) {

    public ImplementationCheck {
        problems = List.copyOf(problems);
        methods = List.copyOf(methods);
    }

    /**
     * One annotated method and its pattern's cases, run through it.
     *
     * @param method {@code latestOrders(String)}
     */
    public record MethodCheck(String method, PatternCheck pattern) {
    }
}
