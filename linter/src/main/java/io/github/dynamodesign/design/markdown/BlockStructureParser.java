package io.github.dynamodesign.design.markdown;

import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.parser.InlineParserExtensionFactory;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.parser.delimiter.DelimiterProcessor;
import com.vladsch.flexmark.parser.internal.InlineParserImpl;
import com.vladsch.flexmark.parser.internal.LinkRefProcessorData;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * flexmark configured for block structure only (headings, lists, code blocks, block quotes). The reader takes
 * inline text from the source itself, so inline parsing is skipped: it costs time quadratic in the number of
 * {@code <} in a paragraph, and a design has many placeholders.
 */
final class BlockStructureParser {

    private static final Parser PARSER = Parser.builder().customInlineParserFactory(TextOnly::new).build();

    private BlockStructureParser() {
    }

    static Document parse(String content) {
        return PARSER.parse(content);
    }

    /** Keeps each paragraph's text as one text node. */
    private static final class TextOnly extends InlineParserImpl {
        TextOnly(DataHolder options, BitSet specialCharacters, BitSet delimiterCharacters,
                 Map<Character, DelimiterProcessor> delimiterProcessors, LinkRefProcessorData linkRefProcessors,
                 List<InlineParserExtensionFactory> extensions) {
            super(options, specialCharacters, delimiterCharacters, delimiterProcessors, linkRefProcessors, extensions);
        }

        @Override
        public void parse(BasedSequence input, Node block) {
            block.appendChild(new Text(input));
        }

        @Override
        public void finalizeDocument(Document document) {
            // nothing to resolve: there are no inline nodes
        }
    }
}
