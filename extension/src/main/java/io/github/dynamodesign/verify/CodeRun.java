package io.github.dynamodesign.verify;

import java.util.List;
import java.util.Optional;

/**
 * What one call of the code under test did: every request it sent through its client, in order, and what it threw,
 * if anything.
 *
 * @param thrown the exception the method threw (unwrapped from reflection), if any
 */
public record CodeRun(List<CapturedCall> calls, Optional<Throwable> thrown) {

    public CodeRun {
        calls = List.copyOf(calls);
    }
}
