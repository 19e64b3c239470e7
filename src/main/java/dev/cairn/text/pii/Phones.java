package dev.cairn.text.pii;

import java.util.List;
import java.util.stream.Stream;

/**
 * Phone numbers validated by libphonenumber. A candidate is a bounded run of digit groups joined by
 * {@code space ( ) - .} (and one {@code /} after an area code) with 7 to 15 digits, standing on its own: not the
 * tail of a code such as {@code INV-2024-004512} or {@code REF/2023/0012345}, not after {@code #}, and not
 * followed by more of a code, nor written nationally right after a reference label ("order", "Rechnung", "注文")
 * nearer than any phone cue. It must look like a phone number before libphonenumber is asked: a leading
 * {@code +}, parentheses or at least two groups; a bare run of digits only after a cue word (tel, phone, call,
 * Telefon, 電話, ☎ ...). Dotted runs need three groups (not floats), groups after the first have two digits or
 * more (not versions), and 4-2-2 / 2-2-4 shapes are dates. {@link PhoneRegions} decides in which countries.
 */
final class Phones {
    /** Words that name a phone; close before a number (24 characters) they open the wider checks. */
    private static final List<String> PHONE_WORDS = List.of(
            "tel", "telephone", "phone", "call", "mobile", "fax", "cell", "cellphone", "whatsapp", "tél",
            "téléphone", "telefon", "telefono", "teléfono", "telefone", "telefoon", "telefonnummer", "rufnummer",
            "handynummer", "mobil", "móvil", "celular", "cellulare", "puhelin", "telefonu", "телефон", "тел", "τηλ",
            "τηλέφωνο", "電話", "电话", "手机", "携帯", "전화", "โทร", "☎", "✆", "📞");
    private static final Cues STRONG_CUES = new Cues(24, PHONE_WORDS);
    /** Phone words and ways to reach someone ("contact", "text"): enough to read a bare run of digits. */
    private static final Cues CUES = new Cues(40, Stream.concat(PHONE_WORDS.stream(),
            Stream.of("calls", "called", "mob", "contact", "ph", "sms", "text", "dial", "portable")).toList());
    /** Labels of reference numbers: a national-format number right after one is the reference, not a phone. */
    private static final Cues REFERENCE_CUES = new Cues(20, List.of(
            "order", "invoice", "inv", "ref", "reference", "ticket", "case", "claim", "po", "policy", "account",
            "acct", "tracking", "shipment", "parcel", "serial", "sn", "sku", "isbn", "issn", "ean", "upc", "gtin",
            "imei", "vin", "id", "no", "nr", "n°", "lot", "batch", "item", "article", "part", "contract",
            "confirmation", "pnr", "awb", "container", "voucher", "coupon", "meter", "licence", "license", "passport",
            "registration", "vat", "tax", "iban", "bic", "bestellung", "rechnung", "auftrag", "aktenzeichen",
            "kundennummer", "vorgang", "konto", "kto", "blz", "charge", "artikel", "vertrag", "zähler", "ust",
            "steuernummer", "matrikel", "commande", "facture", "dossier", "référence", "contrat", "tva", "siret",
            "siren", "pedido", "factura", "referencia", "expediente", "iva", "nif", "cnpj", "cpf", "ordine",
            "fattura", "pratica", "contratto", "bestelling", "factuur", "kvk", "zamówienie", "faktura", "заказ",
            "счёт", "注文", "订单", "單號", "伝票", "주문"));
    private static final int MIN_DIGITS = 7;
    private static final int MAX_DIGITS = 15;

    private final PhoneRegions regions;

    Phones(String region) {
        this.regions = new PhoneRegions(region);
    }

    /** The end of a phone number starting at {@code start} ('+', '(' or a digit), or -1. */
    int endAt(CharSequence text, int start) {
        char first = text.charAt(start);
        if ((first == '+' || first == '(' ? !Chars.startsToken(text, start) : !Chars.startsDigitGroups(text, start))
                || Chars.continuesCode(text, start) || (start > 0 && isReferenceMark(text.charAt(start - 1)))) {
            return -1;
        }
        PhoneShape shape = PhoneShape.read(text, start, MAX_DIGITS);
        if (shape == null || !Chars.endsNumber(text, shape.end()) || Chars.codeContinues(text, shape.end())
                || shape.digits() < MIN_DIGITS) {
            return -1;
        }
        Cue cue = new Cue(text, start);
        if ((!shape.looksLikePhone() && !(shape.groupCount() == 1 && cue.present()))
                || (!shape.plus() && labelledAsReference(text, start))) {
            return -1;
        }
        return regions.accepts(text, start, shape, cue) ? shape.end() : -1;
    }

    /** A reference label stands before the number, nearer to it than any phone cue ("Tel. Auftrag 2024-..."). */
    private static boolean labelledAsReference(CharSequence text, int start) {
        int label = REFERENCE_CUES.distanceBefore(text, start);
        if (label < 0) {
            return false;
        }
        int cue = CUES.distanceBefore(text, start);
        return cue < 0 || label < cue;
    }

    private static boolean isReferenceMark(char c) {
        return c == '#' || c == '№';
    }

    /** Whether a phone cue stands before the candidate, looked up once and only when a decision needs it. */
    static final class Cue {
        private final CharSequence text;
        private final int start;
        private int known = -1;
        private int knownStrong = -1;

        Cue(CharSequence text, int start) {
            this.text = text;
            this.start = start;
        }

        boolean present() {
            if (known < 0) {
                known = CUES.before(text, start) ? 1 : 0;
            }
            return known == 1;
        }

        boolean strong() {
            if (knownStrong < 0) {
                knownStrong = present() && STRONG_CUES.before(text, start) ? 1 : 0;
            }
            return knownStrong == 1;
        }
    }
}
