package dev.cairn.control.action;

import dev.cairn.api.ProblemException;

/**
 * Lock keys and lock ids must be well-formed UTF-16: a string with an unpaired surrogate has no UTF-8
 * form, so two different such keys would otherwise reach Redis as the same bytes.
 */
final class LockKeys {
    private LockKeys() {
    }

    static void requireWellFormed(String value, String pointer) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw ProblemException.unprocessable("lone_surrogate",
                        "The string contains an unpaired UTF-16 surrogate, which has no UTF-8 form.", pointer);
            }
        }
    }
}
