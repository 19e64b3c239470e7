package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.BitSet;
import java.util.List;

/**
 * Markdown images and links and HTML tags whose URLs carry data (fetched when the reply is rendered), read
 * through one budgeted {@link MarkupReader}.
 */
final class MarkupRules {
    private final String text;
    private final Hits hits;
    private final List<Draft> out;
    /** The "](" that close Markdown images, so they are not judged again as links. */
    private final BitSet imageTargets = new BitSet();
    private final MarkupReader reader;
    private final HtmlTagRule htmlTags;

    MarkupRules(String text, Hits hits, List<Draft> out) {
        this.text = text;
        this.hits = hits;
        this.out = out;
        this.reader = new MarkupReader(text);
        this.htmlTags = new HtmlTagRule(reader, out);
    }

    void links() {
        for (int hit : hits.of(Cue.MARKUP_OPEN)) {
            if (reader.exhausted()) {
                return;
            }
            int start = hits.start(hit);
            if (text.startsWith("![", start)) {
                markdownImage(start);
            } else {
                htmlTags.judge(start);
            }
        }
        for (int hit : hits.of(Cue.LINK_TARGET)) {
            int url = hits.end(hit);
            if (reader.exhausted() || imageTargets.get(hits.start(hit)) || !Urls.external(text, url)) {
                continue;
            }
            int end = reader.urlEnd(url);
            if (Urls.placeholder(text, url, end)) {
                out.add(new Draft("exfiltration_url", HIGH, hits.start(hit), end,
                    "a Markdown link with a placeholder to fill with data"));
            } else if (Urls.carriesData(text, url, end)) {
                out.add(new Draft("exfiltration_url", MEDIUM, hits.start(hit), end,
                    "a Markdown link whose URL carries data"));
            }
        }
    }

    private void markdownImage(int start) {
        int target = hits.first(Cue.LINK_TARGET, start + 1, start + MarkupReader.MAX_TAG);
        if (target < 0) {
            return;
        }
        imageTargets.set(hits.start(target));
        int url = hits.end(target);
        int end = reader.urlEnd(url);
        if (!Urls.external(text, url)) {
            return;
        }
        if (Urls.carriesData(text, url, end) || Urls.placeholder(text, url, end)) {
            out.add(new Draft("exfiltration_url", HIGH, start, end,
                "a Markdown image whose URL carries data; rendering it sends the data"));
        } else {
            out.add(new Draft("exfiltration_url", LOW, start, end, "a Markdown image loaded from an external URL"));
        }
    }
}
