package dev.cairn.text.pii;

import java.util.List;

/**
 * Hand-written sentences that hold numbers which are not phone numbers, in the shapes a redactor destroys by
 * mistake; none may lose a character. Grouped by class, several languages and layouts per class.
 */
public final class PhoneDecoys {
    public static final List<String> HYPHENATED_CODES = List.of(
            "Invoice INV-2024-004512 is overdue.", "Bestellung PO-2025-1234567 wurde versandt.",
            "Order ORD-88-5551234 shipped.", "Dossier REF/2023/0012345 clos.", "Ticket JIRA-4155552671 reopened.",
            "See case CASE-2026-0415-555 for details.", "Lot LOT_2024_7781234 recalled.", "Claim CLM-415-555-2671.",
            "Rechnung RE-2024-0301234 vom März.", "Pedido PED-2023-912345678 enviado.", "注文番号ABC-2024-0312345678です。",
            "Report at build/2024/06/0301234567.log", "Asset tag HW-0171-1234567 returned.", "Set-ID S1-2024-5551234",
            "pièce n° FAC-2025-0612345678", "Ref: X9-020-7946-0958", "contract K-2025/0412345", "id=usr-07700900123");
    public static final List<String> REFERENCE_NUMBERS = List.of(
            "The case number is 2024-000123.", "Ticket #415-555-2671 was merged.", "Order #0301234567 confirmed.",
            "Aktenzeichen 2023-0012345 bitte angeben.", "Numéro de dossier 2025-004512.",
            "Claim 2024-5551234 approved.",
            "Policy № 0612345678 renewed.", "Tracking 1Z999AA10123456784 delivered.", "Reference 20240115093000.",
            "Parcel 9400 1000 0000 0000 0000 00 in transit.", "Pedido 2025/0012345 registrado.");
    public static final List<String> DATES_AND_TIMES = List.of(
            "Meeting on 2024-01-15 at 10:30.", "Geboren am 15.01.1990 in Köln.", "Due 01/15/2024, paid 02/01/2024.",
            "Logged 2024-06-01T12:34:56Z by cron.", "Epoch 1700000000 and 1700000000123 ms.", "Le 12/03/2025 à 14h30.",
            "Week 2024-W03 starts 2024-01-15.", "Timestamp 20240115 093000 in the header.");
    public static final List<String> AMOUNTS_AND_MEASURES = List.of(
            "Total: $1,415,555.26 due.", "Summe 1.234.567,89 EUR.", "Prix : 1 234 567 € TTC.", "Population 38 386 000.",
            "Revenue grew to 12 345 678 units.",
            "Montant\u00a0: 1\u202f234\u202f567,89\u00a0€.", "Einwohner: 3\u00a0755\u00a0251.", "Distance 4 155 552 km.", "Il costo è di 2.345.678 euro.");
    public static final List<String> COORDINATES_AND_ADDRESSES = List.of(
            "Located at 48.8566, 2.3522 near the river.", "GPS 37.774929 -122.419416",
            "Not an address: 10.200.300.40 or 1.2.3.4.5.",
            "Octets 256.415.555.267 overflow.", "OID 1.3.6.1.4.1.2021.10.1 in the MIB.",
            "MAC 00:1A:2B:3C:4D:5E on eth0.");
    public static final List<String> SERIALS_AND_VERSIONS = List.of(
            "Version 10.0.19045.3803 installed.", "Release v2.3.4-15-g1a2b3c4 tagged.", "ISBN 978-3-16-148410-0.",
            "ISBN 978-0306406157 in stock.", "Serial SN 0301-2345-6789-X", "SKU 1299-4411-2 sold out.",
            "Firmware 4.15.555.2671 flashed.", "Model 2024.06.15.1 ready.", "Part no. 071-1234567-00 fits.",
            "ISSN 0317-8471 indexed.", "Build 20240615.1234567 passed.");
    public static final List<String> BANK_AND_CARDS = List.of(
            "IBAN fragment 3704 0044 0532 0130 (Sparkasse).", "BIC COBADEFFXXX, Konto 0532013000, BLZ 37040044.",
            "Card 4111 1111 1111 1112 declined.", "Card 5500 0000 0000 0005 rejected.",
            "Last digits 0301 2345 6789 on file.",
            "Sort code 20-00-00, account 55779911.", "Routing 021000021, account 1234567890123.");
    public static final List<String> SSN_LAYOUT = List.of(
            "The published SSN 078-05-1120 is void.", "Sample 987-65-4320 from an advert.",
            "Form field 000-12-3456 left blank.");

    public static final List<String> NEAR_PHONE_WORDS = List.of(
            "Phone order INV-2024-004512 arrived.", "Tel. Auftrag 2024-000123 erledigt.", "Call ref: 2023-0012345",
            "Fax dated 2024-01-15, pages 12.", "Mobile app v4.15.555 released.", "電話番号ではありません：2024-000123",
            "Telefon-Rechnung RE-0301-234567 bezahlt.", "Téléphone acheté 1 234 567 fois.");
    public static final List<String> LABELLED_REFERENCES = List.of(
            "Order 415-555-2671 shipped.", "Invoice no. (415) 555-2671 paid.", "Rechnung Nr. 030 1234567 offen.",
            "Commande n° 01 23 45 67 89 expédiée.", "Pedido 912 345 678 enviado.", "Ticket 415.555.2671 closed.",
            "Tracking: 020 7946 0958", "注文 03-1234-5678 を確認", "Policy 0412 345 678 renewed.",
            "Kundennummer 0171 1234567", "Fattura 02 1234 5678 emessa.", "Konto 0532 0130 00", "Lot 0815 4711 00",
            "Vertrag 0123 456 789 gekündigt.", "Confirmation 0412 345 678 sent.", "Meter 0211 234 5678 read.",
            "Artikel 0301-234-567 lieferbar.", "PNR 0123 456 7890", "VAT 0123.456.789", "KvK 0123 4567",
            "Contrat n° 01 23 45 67 89 signé.", "Licence 0207 946 0958 valid.",
            "Contact us about order 415-555-2671.", "Call about invoice (415) 555-2671 today.",
            "Telefonisch zur Rechnung 030 1234567 melden.");

    public static final List<String> BESIDE_COUNTRY_WORDS = List.of(
            "Germany won 2-1 on 2024-07-14.", "Population of Germany: 84 482 267.", "Madrid: pedido 2025/0012345.",
            "Paris 75008, SIRET 732 829 320 00074.", "London, company no. 01234567.", "Tokyo 2020: 11 420 athletes.",
            "Wien, Zl. 2024-0301234", "Italia: fattura n. 2024/000123 del 15/01/2024.",
            "www.firma.de – Bestellung 0301234567",
            "Brasil, CNPJ 11.222.333/0001-81.", "India GST 27AAPFU0939F1ZV, invoice 2024-25/0412.");

    public static final List<List<String>> ALL = List.of(HYPHENATED_CODES, REFERENCE_NUMBERS, DATES_AND_TIMES,
            AMOUNTS_AND_MEASURES, COORDINATES_AND_ADDRESSES, SERIALS_AND_VERSIONS, BANK_AND_CARDS, SSN_LAYOUT,
            NEAR_PHONE_WORDS, LABELLED_REFERENCES, BESIDE_COUNTRY_WORDS);

    private PhoneDecoys() {
    }
}
