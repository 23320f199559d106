package io.github.dynamodesign.design.markdown;

import io.github.dynamodesign.design.StepVerb;
import io.github.dynamodesign.design.WriteStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the Items column of a write pattern: {@code 1. Put Order 2. Update Customer (SET orderCount = orderCount + 1)}. */
final class StepsParser {

    private static final Pattern NUMBERED = Pattern.compile("(?:^|\\s|<br\\s*/?>)(\\d{1,3})[.)]\\s+");
    private static final Pattern STEP = Pattern.compile("^([\\p{L}]+)\\s+`?([\\p{L}_][\\p{L}\\p{N}_]*)`?\\s*[:,-]?\\s*(.*)$");

    private StepsParser() {
    }

    static List<WriteStep> parse(String cell, String patternId, int line, Problems problems) {
        String text = cell.replaceAll("(?i)<br\\s*/?>", " ").replace("\\|", "|").strip();
        List<String> parts = new ArrayList<>();
        Matcher m = NUMBERED.matcher(text);
        List<Integer> starts = new ArrayList<>();
        List<Integer> contentStarts = new ArrayList<>();
        while (m.find()) {
            starts.add(m.start());
            contentStarts.add(m.end());
        }
        if (starts.isEmpty() || starts.get(0) > 0 && !text.substring(0, starts.get(0)).isBlank()) {
            for (String piece : text.split(";|\\s+then\\s+|\\s*→\\s*|\\s*->\\s*")) {
                if (!piece.isBlank()) {
                    parts.add(piece.strip());
                }
            }
        } else {
            for (int i = 0; i < starts.size(); i++) {
                int end = i + 1 < starts.size() ? starts.get(i + 1) : text.length();
                parts.add(text.substring(contentStarts.get(i), end).strip());
            }
        }
        List<WriteStep> steps = new ArrayList<>();
        int number = 1;
        for (String part : parts) {
            steps.add(step(number++, part, patternId, line, problems));
        }
        return steps;
    }

    private static WriteStep step(int number, String text, String patternId, int line, Problems problems) {
        String plain = InlineText.plain(text);
        Matcher m = STEP.matcher(plain);
        if (m.matches()) {
            Optional<StepVerb> verb = StepVerb.parse(m.group(1));
            if (verb.isPresent()) {
                return WriteStep.of(number, verb.get(), m.group(2), m.group(3).strip(), plain);
            }
        }
        problems.warning(line, "unknown-step", patternId + " step " + number + " '" + plain
                + "' is not a Put, Update, Delete or ConditionCheck of an entity; it is kept as prose and not executed",
                "write steps as '1. Put Order 2. Update Customer (SET ...)'");
        return WriteStep.prose(number, plain);
    }
}
