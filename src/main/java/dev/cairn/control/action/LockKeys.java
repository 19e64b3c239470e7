package dev.cairn.control.action;

import dev.cairn.api.ProblemException;
import java.nio.charset.StandardCharsets;

/**
 * Lock keys and lock ids must be well-formed UTF-16: a string with an unpaired surrogate has no UTF-8
 * form, so two different such keys would otherwise reach Redis as the same bytes.
 */
final class LockKeys {
    private LockKeys() {
    }

    static void requireWellFormed(String value, String pointer) {
        if (!StandardCharsets.UTF_8.newEncoder().canEncode(value)) {
            throw ProblemException.unprocessable("lone_surrogate",
                    "The string contains an unpaired UTF-16 surrogate, which has no UTF-8 form.", pointer);
        }
    }
}
