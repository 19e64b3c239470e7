package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The protected items of realistic texts: Markdown, e-mail, code, quotes, numbers and other scripts. */
class ProtectedItemsTest {
    static List<String> found(String text) {
        return ProtectedItems.find(text).stream().map(item -> item.kind() + ":" + item.in(text)).toList();
    }

    @Test
    void readmeMarkdown() {
        String text = "# Cairn\n\n> Note: see [the docs](https://example.com/docs) and ![logo](img/logo.png).\n\n"
            + "- **Fast** start\n1. First step\n---\n| a | b |\n[ref]: https://example.com\n"
            + "Visit <https://x.example> or <br/> now.\n";
        assertThat(found(text)).containsExactly("MARKDOWN:#", "MARKDOWN:>", "MARKDOWN:[",
            "MARKDOWN:](https://example.com/docs)", "MARKDOWN:![logo](img/logo.png)", "MARKDOWN:-", "MARKDOWN:**",
            "MARKDOWN:**", "MARKDOWN:1.", "MARKDOWN:---", "MARKDOWN:| a | b |", "MARKDOWN:[ref]: https://example.com",
            "MARKDOWN:<https://x.example>", "MARKDOWN:<br/>");
    }

    @Test
    void nestedContainersAndHeadingsKeepTheirWordsRewritable() {
        assertThat(found("> - [x] done\n### Install it\n#hashtag\n2) two\n")).containsExactly("MARKDOWN:>",
            "MARKDOWN:-", "MARKDOWN:[x]", "MARKDOWN:###", "MARKDOWN:2)");
    }

    @Test
    void emphasisOnlyWhenItOpensOrCloses() {
        assertThat(found("use snake_case_names and 2 * 3 but _this_ and *that*"))
            .containsExactly("NUMBERS:2", "NUMBERS:3", "MARKDOWN:_", "MARKDOWN:_", "MARKDOWN:*", "MARKDOWN:*");
    }

    @Test
    void emailMessage() {
        String text = "Hi Anna,\r\nplease write to jane.doe+work@mail.example.org before Tue, 22 Feb 2022 at 10am."
            + "\r\nThe invoice of $373.52 (50% off) is at www.example.com/invoice?id=7).\r\nBest";
        assertThat(found(text)).containsExactly("EMAILS:jane.doe+work@mail.example.org", "NUMBERS:Tue, 22 Feb 2022",
            "NUMBERS:10am", "NUMBERS:$373.52", "NUMBERS:50%", "URLS:www.example.com/invoice?id=7");
    }

    @Test
    void urlsEndBeforeTrailingPunctuationAndUnbalancedBrackets() {
        assertThat(found("See https://en.wikipedia.org/wiki/Foo_(bar), (or ftp://files.example/a.txt). "
            + "Also git+ssh://host/repo; mailto:me@x.org!")).containsExactly(
                "URLS:https://en.wikipedia.org/wiki/Foo_(bar)", "URLS:ftp://files.example/a.txt",
                "URLS:git+ssh://host/repo", "URLS:mailto:me@x.org");
    }

    @Test
    void code() {
        String text = "Run `npm i 3` or ``a ` b`` then:\n\n```bash\necho \"hi\" 42\n```\nafter ~~~ 5\n";
        assertThat(found(text)).containsExactly("CODE:`npm i 3`", "CODE:``a ` b``",
            "CODE:```bash\necho \"hi\" 42\n```", "NUMBERS:5");
    }

    @Test
    void unclosedFenceRunsToTheEndAndUnclosedSpanProtectsNothing() {
        assertThat(found("a ` b\n\n~~~~\ncode \"x\n~~~\nmore")).containsExactly("CODE:~~~~\ncode \"x\n~~~\nmore");
        assertThat(found("one `two\n\nthree` four")).isEmpty();
    }

    @Test
    void codeInsideQuoteBelongsToTheQuoteButQuotesDoNotStartInCode() {
        assertThat(found("He said \"run `ls` now\" and `say \"x` then \"y\"."))
            .containsExactly("QUOTES:\"run `ls` now\"", "CODE:`say \"x`", "QUOTES:\"y\"");
    }

    @Test
    void quotes() {
        String text = "“Hello,” she said. „Guten Tag“ and «bonjour» and ‘single’ and 'plain one' with https://a.b "
            + "\"see https://x.example/q 5\"";
        assertThat(found(text)).containsExactly("QUOTES:“Hello,”", "QUOTES:„Guten Tag“", "QUOTES:«bonjour»",
            "QUOTES:‘single’", "QUOTES:'plain one'", "URLS:https://a.b", "QUOTES:\"see https://x.example/q 5\"");
    }

    @Test
    void apostrophesAreNotQuotes() {
        assertThat(found("I don't know, it’s the students' books and the teachers' ones, isn't it?")).isEmpty();
        assertThat(found("the '90s were great, said the ‘boss’s’ son")).containsExactly("NUMBERS:90s",
            "QUOTES:‘boss’s’");
    }

    @Test
    void quotesNeverCrossBlankLinesNorExceedTheirLimit() {
        assertThat(found("\"open\n\nclosed\" here")).isEmpty();
        assertThat(found("\"open\r\n \r\nclosed\"")).isEmpty();
        assertThat(found("\"line one\r\nline two\"")).containsExactly("QUOTES:\"line one\r\nline two\"");
        assertThat(found("\"" + "a".repeat(ProtectedQuotes.MAX_PASSAGE) + "\"")).isEmpty();
    }

    @Test
    void numbers() {
        String text = "v1.2.3 and 1.2.3-beta on x86 with SHA256, the 3rd at 12:00:13 on 2022-02-25 or 25/02/2022: "
            + "-5 and +44, €5, 5kg, 10 ms, 3 in a row, 1,000,000 people, 20°C, 7 percent, 3 million. "
            + "On 25 Feb 2022, Feb 25, 2022 and February 2022.";
        assertThat(found(text)).containsExactly("NUMBERS:v1.2.3", "NUMBERS:1.2.3-beta", "NUMBERS:x86",
            "NUMBERS:SHA256", "NUMBERS:3rd", "NUMBERS:12:00:13", "NUMBERS:2022-02-25", "NUMBERS:25/02/2022",
            "NUMBERS:-5", "NUMBERS:+44", "NUMBERS:€5", "NUMBERS:5kg", "NUMBERS:10 ms", "NUMBERS:3",
            "NUMBERS:1,000,000", "NUMBERS:20°C", "NUMBERS:7 percent", "NUMBERS:3 million", "NUMBERS:25 Feb 2022",
            "NUMBERS:Feb 25, 2022", "NUMBERS:February 2022");
    }

    @Test
    void otherScripts() {
        assertThat(found("He wrote: Привет, как дела? Then 東京タワー and Ελληνικά 5 λέξεις."))
            .containsExactly("NON_ENGLISH:Привет, как дела?", "NON_ENGLISH:東京タワー", "NON_ENGLISH:Ελληνικά",
                "NUMBERS:5", "NON_ENGLISH:λέξεις.");
        assertThat(found("नमस्ते दुनिया\nمرحبا")).containsExactly("NON_ENGLISH:नमस्ते दुनिया", "NON_ENGLISH:مرحبا");
    }

    @Test
    void loneSurrogatesAndEdges() {
        assertThat(found("\uD800\"a\uDC00\" 5\uD83D")).containsExactly("QUOTES:\"a\uDC00\"", "NUMBERS:5");
        assertThat(found("")).isEmpty();
        assertThat(found("`")).isEmpty();
        assertThat(found("```")).containsExactly("CODE:```");
        assertThat(found("#")).containsExactly("MARKDOWN:#");
        assertThat(found("😀 x@y.io")).containsExactly("EMAILS:x@y.io");
    }

    @Test
    void millionCharactersComplete() {
        String piece = "\"q `c` 'x [a](b <i \u0416 12 http://h.io/(a @x.com ** _ > -\r\n";
        String text = piece.repeat(1_000_000 / piece.length() + 1).substring(0, 1_000_000);
        assertThat(ProtectedItems.find(text)).isNotEmpty();
        assertThat(ProtectedItems.find("[".repeat(500_000) + "](".repeat(250_000))).isEmpty();
        assertThat(ProtectedItems.find("<a ".repeat(333_333))).isEmpty();
        assertThat(ProtectedItems.find("“x «y ‘w 'v ".repeat(100_000))).isEmpty();
    }
}
