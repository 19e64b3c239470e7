package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PhonesTest {
    @ParameterizedTest
    @ValueSource(strings = {"+44 20 7946 0958", "+1 415-555-2671", "+14155552671", "+33 6 12 34 53 80",
        "+49 30 1234567", "+81 3-1234-5712", "+55 11 96123-4850", "(415) 555-2671", "415-555-2671", "415.555.2671",
        "415 555 2671", "1-415-555-2671", "+1 (415) 555-2671"})
    void findsInternationalAndUsNationalNumbers(String number) {
        assertThat(found("Reach me at " + number + ", thanks.")).containsExactly("PHONE " + number);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tel: 4155552671", "Phone 4155552671", "call 4155552671", "WhatsApp: 4155552671"})
    void findsBareDigitsAfterACue(String text) {
        assertThat(found(text)).containsExactly("PHONE 4155552671");
    }

    @ParameterizedTest
    @ValueSource(strings = {"order 4155552671", "ts=20240115093000", "epoch 1700000000", "on 2024-01-15",
        "at 12:30:45", "version 1.2.3.4", "pi is 3.14159265", "lat 37.774929", "415-555-2671-1234",
        "415-555-2671:8080", "v415.555.2671", "1.415.555.2671.9", "total 1,415,555,267",
        "id 4155552671", "415-555-267", "+44 20 7946 095", "4111 1111 1111 1111", "ref 4206 5730 2615 3033 0086 78",
        "Phone:\norder 4155552671"})
    void ignoresNumbersThatAreNotPhones(String text) {
        assertThat(found(text)).noneMatch(s -> s.startsWith("PHONE"));
    }

    @Test
    void nationalFormatsFollowTheDefaultRegionFirst() {
        IdentifierScanner germany = new IdentifierScanner("DE");
        assertThat(found(germany, "Büro: 030 1234567")).containsExactly("PHONE 030 1234567");
        assertThat(found(germany, "+1 415-555-2671")).containsExactly("PHONE +1 415-555-2671");
        assertThat(found(germany, "Tel. 0301234567")).containsExactly("PHONE 0301234567");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Office: 030 1234567", "Büro in Berlin 030 12345678", "Bureau 01 23 45 67 89",
        "ring 020 7946 0958 today", "numero 06 1234 5678", "Kantoor (020) 123 4567", "tel 0412 345 678",
        "Madrid: 912 345 678", "Warszawa 512 345 678", "info@firma.dk · 32 12 34 56", "www.example.es 912 345 678",
        "東京 03-1234-5678", "Москва 8 (495) 123-45-67"})
    void nationalNumbersOfOtherCountriesNeedATrunkPrefixOrTheirCountryInContext(String text) {
        assertThat(found(text)).filteredOn(s -> !s.startsWith("EMAIL")).singleElement().asString()
                .startsWith("PHONE ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Telefon 030/1234567", "Tel.: 0171/1234567", "Fon 089 / 123 45 67", "(089) 123 45 67",
        "Wien 01/234 56 78"})
    void aSlashMaySeparateTheAreaCode(String text) {
        assertThat(found(text)).singleElement().asString().startsWith("PHONE ").contains("0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"+33 (0)1 23 45 67 89", "+49(0)30/1234567", "Tél. 01\u00a023\u00a045\u00a067\u00a089",
        "Tel. 030 \u2013 1234567", "Tel 0049 30 1234567", "call 00 44 20 7946 0958", "0044 20 7946 0958",
        "Tel: 555-0123", "+44\u202f20\u202f7946\u202f0958", "Handy 0171\u20111234567"})
    void typographyTrunkAndDialingPrefixesAreRead(String text) {
        assertThat(found(text)).singleElement().asString().startsWith("PHONE ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Prix\u00a0: 1\u202f234\u202f567\u00a0€", "Téléphone acheté 1 234 567 fois.",
        "ref 0012 3456 7890", "order 555-0123", "555-0123", "000 123 4567", "1\u00a0234\u00a0567,89 €"})
    void spacedAmountsAndLocalNumbersWithoutACueAreLeft(String text) {
        assertThat(found(text)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"12/25/2024", "2024/12/25", "030/1234/567", "0301/23/45/67", "15/1234567", "1/2 cup"})
    void slashesOfDatesAndPathsAreNotSeparators(String text) {
        assertThat(found(text)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"INV-2024-004512", "PO-2025-1234567", "ORD-88-5551234", "REF/2023/0012345",
        "SKU_0301234567", "x-4155552671", "case\\2024-000123", "4155552671-A7", "415-555-2671/ext", "#4155552671",
        "№ 0301234567", "Auftrag 2024-000123", "ticket 2023-0012345"})
    void aPhoneNeitherStartsNorEndsInsideACode(String text) {
        assertThat(found(text)).noneMatch(s -> s.startsWith("PHONE"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Order line: call 415-555-2671", "order desk, phone (415) 555-2671", "ref +44 20 7946 0958",
        "Rechnung? Tel. 030 1234567"})
    void aPhoneCueOrAPlusOutweighsAReferenceLabel(String text) {
        assertThat(found(text)).singleElement().asString().startsWith("PHONE ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Tel: (555) 010-4477", "phone 555-010-4477", "Fax +1 (555) 010-4477", "☎ 555 010 4477",
        "電話5550104477", "Telefon: +49 30 0000 000"})
    void possibleButUnassignedNumbersCountAfterAPhoneCue(String text) {
        assertThat(found(text)).singleElement().asString().startsWith("PHONE ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"order (555) 010-4477", "id 555-010-4477", "memo +1 (555) 010-4477", "Tel\n555 010 4477"})
    void possibleButUnassignedNumbersAreLeftWithoutACue(String text) {
        assertThat(found(text)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"電話+81-3-1234-5678", "電話：+81 3-1234-5678", "โทร+66 2 123 4567", "전화+82-2-123-4567",
        "请拨打+86 10 1234 5678。", "電話03-1234-5678です"})
    void aNumberRightAfterAnUnspacedScriptStartsThere(String text) {
        assertThat(found(text)).singleElement().asString().startsWith("PHONE ");
    }

    @Test
    void rejectsUnknownRegions() {
        assertThatThrownBy(() -> new IdentifierScanner("XX")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new IdentifierScanner("us")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new IdentifierScanner(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
