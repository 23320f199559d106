package io.github.dynamodesign.bench;

import java.util.Arrays;
import java.util.function.Supplier;

/** Repeats a measured action after warm-up and reports the median and spread in milliseconds. */
public final class Timing {

    public record Result(double median, double min, double max, int runs) {
        @Override
        public String toString() {
            return String.format("%9.1f %9.1f %9.1f %5d", median, min, max, runs);
        }
    }

    private Timing() {
    }

    public static <T> Result measure(int warmups, int runs, Supplier<T> action) {
        for (int i = 0; i < warmups; i++) {
            action.get();
        }
        double[] millis = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            action.get();
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        return new Result(millis[runs / 2], millis[0], millis[runs - 1], runs);
    }

    public static String header() {
        return String.format("%9s %9s %9s %5s", "median", "min", "max", "runs");
    }
}
