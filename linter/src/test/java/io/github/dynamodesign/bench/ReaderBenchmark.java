package io.github.dynamodesign.bench;

import io.github.dynamodesign.design.Design;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.nio.charset.StandardCharsets;

/** Times reading generated designs of growing size. Run with {@code ./benchmark reader}. */
public final class ReaderBenchmark {

    private ReaderBenchmark() {
    }

    public static void main(String[] args) {
        int[][] sizes = {{50, 250}, {200, 1000}, {700, 3500}};
        System.out.println("Markdown reader: time to read a generated design (ms, JVM warmed up by earlier runs)");
        System.out.printf("%-28s %10s %s%n", "design", "size", Timing.header());
        for (int[] size : sizes) {
            String doc = DesignGenerator.generate(size[0], size[1]);
            Design check = MarkdownDesignReader.read("generated.md", doc);
            if (!check.diagnostics().isEmpty() || check.entities().size() != size[0]) {
                throw new IllegalStateException("generated design does not read cleanly: " + check.diagnostics());
            }
            Timing.Result cold = Timing.measure(0, 1, () -> MarkdownDesignReader.read("generated.md", doc));
            Timing.Result warm = Timing.measure(5, 15, () -> MarkdownDesignReader.read("generated.md", doc));
            String label = size[0] + " entities, " + size[1] + " patterns";
            System.out.printf("%-28s %8d KB %s   (first run %.1f ms)%n", label,
                    doc.getBytes(StandardCharsets.UTF_8).length / 1024, warm, cold.median());
        }
    }
}
