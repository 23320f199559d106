package io.github.dynamodesign.verify;

import io.github.dynamodesign.design.markdown.FixturePaths;
import io.github.dynamodesign.design.markdown.MarkdownDesignReader;

import java.net.URI;
import java.util.Map;

/** A run that is interrupted: it creates a design's table on an endpoint and exits without closing anything. */
public final class LeftTablesMain {

    private LeftTablesMain() {
    }

    public static void main(String[] args) {
        Backend backend = Backends.start(BackendSettings.endpoint(URI.create(args[0]), "", false), Map.of());
        VerificationSession session = VerificationSession.open(MarkdownDesignReader.read(FixturePaths.designs().resolve("good/chat.md")),
                backend.client(), 42);
        System.out.println("created " + session.tableName());
        System.exit(3);
    }
}
