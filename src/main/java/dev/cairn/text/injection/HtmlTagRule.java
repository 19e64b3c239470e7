package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.List;
import java.util.Locale;

/** HTML tags whose URL attribute has a placeholder or carries data, or that frame or embed another site. */
final class HtmlTagRule {
    private static final String[] URL_ATTRIBUTES = {"src=", "href=", "action=", "data=", "content="};
    private final MarkupReader reader;
    private final List<Draft> out;

    HtmlTagRule(MarkupReader reader, List<Draft> out) {
        this.reader = reader;
        this.out = out;
    }

    void judge(int start) {
        String text = reader.text;
        int close = reader.tagEnd(start);
        if (close < 0) {
            return;
        }
        String tag = text.substring(start, close + 1).toLowerCase(Locale.ROOT);
        for (String attribute : URL_ATTRIBUTES) {
            int at = tag.indexOf(attribute);
            if (at < 0) {
                continue;
            }
            int url = start + at + attribute.length();
            if (url < close && (text.charAt(url) == '"' || text.charAt(url) == '\'')) {
                url++;
            }
            int end = Math.min(reader.urlEnd(url), close);
            if (Urls.external(text, url)) {
                judgeUrl(tag, start, close + 1, url, end);
            }
            return;
        }
    }

    private void judgeUrl(String tag, int start, int end, int url, int urlEnd) {
        String text = reader.text;
        boolean link = tag.startsWith("<a ") || tag.startsWith("<form");
        if (Urls.placeholder(text, url, urlEnd)) {
            out.add(new Draft("html_exfiltration", HIGH, start, end,
                "an HTML element whose URL has a placeholder to fill with data"));
        } else if (Urls.carriesData(text, url, urlEnd)) {
            out.add(new Draft("html_exfiltration", link ? LOW : MEDIUM, start, end,
                "an HTML element whose URL carries data"));
        } else if (!tag.startsWith("<img") && !tag.startsWith("<a ")) {
            out.add(new Draft("html_exfiltration", LOW, start, end,
                "an HTML frame, form, script or embed pointing to an external URL"));
        }
    }
}
