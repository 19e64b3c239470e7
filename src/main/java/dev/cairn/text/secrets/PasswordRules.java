package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.List;

/**
 * Passwords given without a {@code key=value}: to a command-line tool that takes one ({@code mysql -pX},
 * {@code sshpass -p X}, {@code docker login -p X}), as a positional argument to an auth constructor or a connect
 * call, on a {@code .netrc} line, and in prose ("the password is X", in several languages). Generic rules: the
 * generic filters judge the value, and its end is {@link ValueExtent}'s.
 */
final class PasswordRules {
    /**
     * Where a typed value starts: not a blank, a quote, a variable ({@code $X}, {@code %X%}), an option or a bracket;
     * its first six characters (its end is {@link ValueExtent}'s).
     */
    private static final String VALUE = "[\"'`]?(?P<s>[^\\s\"'`$%<>(\\[{\\-][^\\r\\n\"'`]{4}[^\\s\"'`\\\\])";
    /** A positional password is a string literal: a name there (password, timeout_ms=5000) is code. */
    private static final String LITERAL = "[\"'`]" + VALUE;
    /** A .netrc value: the last word of its line. */
    private static final String NETRC_VALUE = VALUE + "[^\\s\"'`]*[\"'`]?[ \\t]*$";
    /** One argument before the password: a string literal, or a name or member path. */
    private static final String ARGUMENT = "[ \\t]*(?:\"[^\"\\r\\n]{0,128}\"|'[^'\\r\\n]{0,128}'|[A-Za-z_][\\w.]{0,64})[ \\t]*,[ \\t]*";
    /** Tools that take a password as an option, each with its option's form; the value follows. */
    private static final String COMMANDS = "(?P<k>(?:mysql\\w*|mariadb\\w*)[^\\r\\n|]*?[ \\t]-p"
            + "|sshpass[ \\t]+-p[ \\t]*"
            + "|redis-cli[^\\r\\n|]*?[ \\t]-a[ \\t]+"
            + "|(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \\t]+registry)[ \\t]+login[^\\r\\n|]*?[ \\t](?:-p|--password)(?:[ \\t]+|=)"
            + "|mongo(?:sh|dump|restore|import|export)?[ \\t][^\\r\\n|]*?[ \\t](?:-p|--password)(?:[ \\t]+|=)"
            + "|(?:sqlcmd|bcp|osql)[ \\t][^\\r\\n|]*?[ \\t]-P[ \\t]*"
            + "|(?i:net)[ \\t]+(?i:use)[ \\t][^\\r\\n|]*?[ \\t]/(?i:user):\\S+[ \\t]+"
            + "|htpasswd(?:[ \\t]+-[A-Za-z]+)*[ \\t]+-[A-Za-z]*b[A-Za-z]*(?:[ \\t]+-[A-Za-z]+)*[ \\t]+[^\\s\\-]\\S*[ \\t]+[^\\s\\-]\\S*[ \\t]+)";
    /** Words for a password in prose that are ASCII (the keyword scan is), with the verbs that introduce a value. */
    private static final String PROSE = "(?P<k>(?i:password|passwort|passcode|passphrase|mot de passe|contrase\u00f1a|contrasena"
            + "|senha|wachtwoord|parola d'ordine|passord|salasana|adgangskode|heslo))"
            + "[ \\t]+(?i:is(?:[ \\t]+now)?|was|will[ \\t]+be|ist|lautet|est|es|\u00e9|\u00e8|er|\u00e4r|je)[ \\t]*:?[ \\t]*";

    private PasswordRules() {
    }

    static List<Rule> all() {
        return List.of(
                of("command-line-password", "generic", Basis.GENERIC, List.of("mysql", "mariadb", "sshpass", "redis-cli",
                        "docker login", "podman login", "nerdctl login", "buildah login", "skopeo login", "oras login",
                        "helm registry", "mongo", "sqlcmd", "bcp ", "osql", "net use", "htpasswd"), COMMANDS + VALUE, 2.5)
                        .anchored(Rule.Anchor.HIT),
                // HTTPBasicAuth('u', 'p'), new NetworkCredential("u", "p"), smtp.login("u", "p"), auth=("u", "p")
                of("auth-argument-password", "generic", Basis.GENERIC, List.of("auth(", "authentication(", "credential(",
                        "credentials(", "login(", "authenticationtoken(", "auth=(", "auth = (", "auth=[", "auth = ["),
                        "(?P<k>(?i:auth|authentication|authenticationtoken|credentials?|login))"
                                + "(?:\\(|[ \\t]*=[ \\t]*[(\\[])" + ARGUMENT + LITERAL, 2.5).anchored(Rule.Anchor.HIT),
                // pymysql.connect("host", "user", "pw"), DriverManager.getConnection(url, "user", "pw"), FTP(h, u, p)
                of("connect-argument-password", "generic", Basis.GENERIC,
                        List.of("connect(", "connection(", "ftp(", "ftp_tls(", "mysqli(", "pdo("),
                        "(?P<k>(?i:connect(?:ion)?|ftp(?:_tls)?|mysqli|pdo))\\(" + ARGUMENT + ARGUMENT + LITERAL, 2.5)
                        .anchored(Rule.Anchor.HIT),
                // .netrc: "machine h login u password p" on one line, or "  password p" indented under its machine line.
                of("netrc-password", "generic", Basis.GENERIC, List.of("login"),
                        "(?:login|account)[ \\t]+\\S+[ \\t]+(?P<k>password)[ \\t]+" + NETRC_VALUE, 2.5)
                        .anchored(Rule.Anchor.HIT),
                of("netrc-password-line", "generic", Basis.GENERIC, List.of("password"),
                        "[ \\t]+(?P<k>password)[ \\t]+" + NETRC_VALUE, 2.5).anchored(Rule.Anchor.LINE),
                // Opened by the key word with its verb, so that the many other mentions of "password" cost nothing.
                of("prose-password", "generic", Basis.GENERIC, List.of("password is", "password was", "password will",
                        "passwort ist", "passwort lautet", "passwort war", "passcode is", "passphrase is",
                        "mot de passe est", "contrase", "senha", "wachtwoord is", "parola d", "passord er", "salasana",
                        "adgangskode", "heslo"), PROSE + VALUE, 2.5).anchored(Rule.Anchor.HIT));
    }
}
