package io.github.dynamodesign.verify.code;

import io.github.dynamodesign.verify.CodeInputs;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A method's arguments from a case's values: a parameter of a simple type (text, numbers, times, enums, collections of
 * them) takes the input or attribute of its name; a parameter of another type takes the written item of the entity its
 * type (or name) is named after, built by {@link DomainObjects}; {@code limit} or {@code pageSize} takes the pattern's Limit.
 */
final class Arguments {

    private static final Set<String> LIMIT_NAMES = Set.of("limit", "pagesize", "maxresults", "maxitems");

    private Arguments() {
    }

    /** Whether the parameter takes one value or a collection of them, not an object made of several. */
    static boolean takesValues(Parameter p) {
        Class<?> type = p.getType();
        if (Collection.class.isAssignableFrom(type)) {
            return Values.simple(Values.raw(Values.element(p.getParameterizedType())));
        }
        return Values.simple(type);
    }

    /**
     * Why the method cannot take the pattern's values; empty when it can.
     *
     * @param names the inputs (or attributes) the cases give values for
     * @param entities the entities a write case gives items of (empty for a read pattern)
     */
    static Optional<String> unbound(Method method, Set<String> names, Set<String> entities, boolean limit) {
        List<String> problems = new ArrayList<>();
        Parameter[] parameters = method.getParameters();
        for (int i = 0; i < parameters.length; i++) {
            Parameter p = parameters[i];
            Optional<String> name = Names.of(p);
            String which = "parameter " + (i + 1) + " (" + p.getType().getSimpleName() + (name.map(n -> " " + n).orElse("")) + ")";
            if (takesValues(p)) {
                if (name.isEmpty()) {
                    problems.add(which + " has no name: compile with -parameters, or annotate it @Input(\"...\") with the input it stands for");
                } else if (Names.find(names, name.get()).isEmpty() && !(limit && LIMIT_NAMES.contains(Values.normal(name.get())))) {
                    problems.add(which + " is no " + (entities.isEmpty() ? "input of the pattern" : "attribute of the items it writes")
                            + " (" + String.join(", ", names) + "): name it like one, or annotate it @Input(\"...\")");
                }
            } else if (entity(p, entities).isEmpty()) {
                problems.add(which + (entities.isEmpty() ? " is no input: a read pattern's method takes its inputs one by one"
                        : " is named after none of the entities it writes (" + String.join(", ", entities) + ")"));
            }
        }
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
    }

    /** The arguments for one call. */
    static Object[] bind(Method method, CodeInputs inputs) {
        Parameter[] parameters = method.getParameters();
        Object[] args = new Object[parameters.length];
        Map<String, Object> first = inputs.bindings().isEmpty() ? Map.of() : inputs.bindings().get(0);
        for (int i = 0; i < parameters.length; i++) {
            Parameter p = parameters[i];
            Type type = p.getParameterizedType();
            if (takesValues(p)) {
                String name = Names.of(p).orElseThrow();
                Optional<String> key = Names.find(first.keySet(), name);
                if (key.isEmpty() && LIMIT_NAMES.contains(Values.normal(name)) && inputs.limit() != null) {
                    args[i] = Values.convert(inputs.limit(), type);
                    continue;
                }
                if (Collection.class.isAssignableFrom(p.getType()) && (inputs.bindings().size() > 1
                        || key.isPresent() && !(first.get(key.get()) instanceof Collection))) {
                    List<Object> all = new ArrayList<>();
                    for (Map<String, Object> b : inputs.bindings()) {
                        Names.find(b.keySet(), name).map(b::get).filter(v -> !all.contains(v)).ifPresent(all::add);
                    }
                    args[i] = Values.convert(all, type);
                } else {
                    args[i] = Values.convert(key.map(first::get).orElse(null), type);
                }
            } else {
                String entity = entity(p, inputs.items().keySet()).orElseThrow();
                Object item = DomainObjects.build(Collection.class.isAssignableFrom(p.getType()) ? Values.raw(Values.element(type)) : p.getType(),
                        inputs.items().get(entity));
                args[i] = Collection.class.isAssignableFrom(p.getType()) ? Values.convert(List.of(item), type) : item;
            }
        }
        return args;
    }

    /** The entity a parameter of an object type stands for: by its type's simple name, else by the parameter's name. */
    private static Optional<String> entity(Parameter p, Set<String> entities) {
        Class<?> type = Collection.class.isAssignableFrom(p.getType()) ? Values.raw(Values.element(p.getParameterizedType())) : p.getType();
        Optional<String> byType = Names.find(entities, type.getSimpleName());
        return byType.isPresent() ? byType : Names.of(p).flatMap(n -> Names.find(entities, n));
    }

}
