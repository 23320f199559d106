package io.github.dynamodesign.cli;

/** The formats of {@code show}. */
enum OutputFormat {
    text, json
}
