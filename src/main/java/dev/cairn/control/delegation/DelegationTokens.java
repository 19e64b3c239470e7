package dev.cairn.control.delegation;

import dev.cairn.api.ProblemException;
import dev.cairn.control.BearerTokens;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A delegation's bearer token is {@code <delegation id>.<secret>}: the delegate, who knows only the token, names
 * the record with it, so a use is one script on the record's slot and no token-hash pointer is needed. The id is
 * no secret; the whole token's hash is what the record stores and the use script compares.
 */
final class DelegationTokens {
    private static final Pattern TOKEN = Pattern.compile("(dlg_[0-9A-HJKMNP-TV-Z]{26})\\..+");

    private DelegationTokens() {
    }

    static String mint(String delegationId) {
        return delegationId + "." + BearerTokens.mint();
    }

    /** The delegation a token names; a token of any other shape opens nothing: 403. */
    static String delegationId(String token) {
        Matcher matcher = TOKEN.matcher(token);
        if (!matcher.matches()) {
            throw ProblemException.tokenInvalid();
        }
        return matcher.group(1);
    }
}
