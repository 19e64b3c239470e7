package dev.cairn.text.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

class OutputParsingTest {
    static final ObjectMapper MAPPER = new ObjectMapper();

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    static Validation ofText(String output) {
        return OutputValidator.validate(TextNode.valueOf(output), null);
    }

    @Test
    void aStringHoldingJsonIsParsed() {
        Validation v = ofText(" {\"a\": [1, 2]}\n");
        assertThat(v.parsed()).isTrue();
        assertThat(v.valid()).isTrue();
        assertThat(v.source()).isEqualTo("string");
        assertThat(v.valueType()).isEqualTo("object");
        assertThat(v.parseError()).isNull();
        assertThat(v.dialect()).isNull();
        assertThat(v.errors()).isEmpty();
    }

    @Test
    void aJsonNullSchemaIsNoSchema() {
        Validation v = OutputValidator.validate(TextNode.valueOf("[1]"), NullNode.getInstance());
        assertThat(v.valid()).isTrue();
        assertThat(v.dialect()).isNull();
    }

    @Test
    void valueTypesFollowJsonSchema() {
        assertThat(ofText("[]").valueType()).isEqualTo("array");
        assertThat(ofText("\"x\"").valueType()).isEqualTo("string");
        assertThat(ofText("3").valueType()).isEqualTo("integer");
        assertThat(ofText("3.0").valueType()).isEqualTo("integer");
        assertThat(ofText("3.5").valueType()).isEqualTo("number");
        assertThat(ofText("123456789012345678901234567890").valueType()).isEqualTo("integer");
        assertThat(ofText("true").valueType()).isEqualTo("boolean");
        assertThat(ofText("null").valueType()).isEqualTo("null");
    }

    @Test
    void aValueThatIsNotAStringIsValidatedAsItIs() {
        Validation v = OutputValidator.validate(json("{\"a\": \"{}\"}"), null);
        assertThat(v.parsed()).isTrue();
        assertThat(v.source()).isEqualTo("json");
        assertThat(v.valueType()).isEqualTo("object");
    }

    @Test
    void validateValueNeverParsesStrings() {
        Validation v = OutputValidator.validateValue(TextNode.valueOf("1"), json("{\"type\": \"string\"}"));
        assertThat(v.valid()).isTrue();
        assertThat(v.valueType()).isEqualTo("string");
        assertThat(v.source()).isEqualTo("json");
    }

    @Test
    void theSingleFencedJsonBlockIsParsed() {
        Validation v = ofText("Here you go:\n\n```json\n{\"name\": \"Ada\"}\n```\nAnything else?");
        assertThat(v.parsed()).isTrue();
        assertThat(v.source()).isEqualTo("fenced_block");
        assertThat(v.valueType()).isEqualTo("object");
    }

    @Test
    void bareAndUppercaseFencesCountOtherLanguagesDoNot() {
        assertThat(ofText("```\n[1]\n```").source()).isEqualTo("fenced_block");
        assertThat(ofText("~~~\n```JSON\r\n[1]\r\n```\r\n").source()).isEqualTo("fenced_block");
        Validation v = ofText("```python\nprint(1)\n```\n\n```json\n{\"ok\": true}\n```\n");
        assertThat(v.parsed()).isTrue();
        assertThat(v.source()).isEqualTo("fenced_block");
    }

    @Test
    void anUnclosedFenceRunsToTheEnd() {
        Validation v = ofText("Result:\n```json\n{\"a\": 1}\n");
        assertThat(v.parsed()).isTrue();
        assertThat(v.source()).isEqualTo("fenced_block");
    }

    @Test
    void twoFencedBlocksAreAmbiguous() {
        Validation v = ofText("```json\n{\"a\": 1}\n```\nor\n```json\n{\"a\": 2}\n```\n");
        assertThat(v.parsed()).isFalse();
        assertThat(v.valid()).isFalse();
        assertThat(v.parseError().message()).contains("2 fenced JSON blocks");
        assertThat(v.parseError().line()).isEqualTo(5);
        assertThat(v.parseError().column()).isEqualTo(1);
        assertThat(v.source()).isEqualTo("string");
        assertThat(v.valueType()).isEqualTo("string");
    }

    @Test
    void parseErrorsHaveLineAndColumn() {
        Validation v = ofText("{\n  \"a\": tru\n}");
        assertThat(v.parsed()).isFalse();
        assertThat(v.parseError().message()).contains("Unrecognized token 'tru'");
        assertThat(v.parseError().offset()).isEqualTo(9);
        assertThat(v.parseError().line()).isEqualTo(2);
        assertThat(v.parseError().column()).isEqualTo(8);
    }

    @Test
    void columnsCountCodePoints() {
        Validation v = ofText("[\"😀\", x]");
        assertThat(v.parseError().offset()).isEqualTo(7);
        assertThat(v.parseError().column()).isEqualTo(7);
    }

    @Test
    void crlfIsOneLineBreak() {
        Validation v = ofText("{\r\n\r\n  x}");
        assertThat(v.parseError().line()).isEqualTo(3);
        assertThat(v.parseError().column()).isEqualTo(3);
    }

    @Test
    void errorsInsideTheFencedBlockArePlacedInTheWholeOutput() {
        Validation v = ofText("Sure:\n```json\n{\"a\": 1,}\n```");
        assertThat(v.parsed()).isFalse();
        assertThat(v.parseError().message()).startsWith("in the fenced block: ");
        assertThat(v.parseError().line()).isEqualTo(3);
        assertThat(v.parseError().column()).isEqualTo(9);
    }

    @Test
    void strictness() {
        assertThat(ofText("{\"a\": 1} trailing").parseError().message()).contains("after the JSON value");
        assertThat(ofText("{\"a\": 1}\n{\"b\": 2}").parseError().line()).isEqualTo(2);
        assertThat(ofText("{\"a\": 1, \"a\": 2}").parseError().message()).contains("Duplicate field 'a'");
        assertThat(ofText("[1, 2,]").parsed()).isFalse();
        assertThat(ofText("// note\n{}").parsed()).isFalse();
        assertThat(ofText("{'a': 1}").parsed()).isFalse();
        assertThat(ofText("NaN").parseError().message()).doesNotContain("enable");
        assertThat(ofText("   ").parseError().message()).contains("empty");
        assertThat(ofText("").parseError().line()).isEqualTo(1);
    }

    @Test
    void nestingIsBounded() {
        String deep = "[".repeat(OutputParser.MAX_DEPTH + 1) + "]".repeat(OutputParser.MAX_DEPTH + 1);
        Validation v = ofText(deep);
        assertThat(v.parsed()).isFalse();
        assertThat(v.parseError().message()).contains("nesting depth").doesNotContain("StreamReadConstraints");
        assertThat(v.parseError().column()).isEqualTo(OutputParser.MAX_DEPTH + 1);
        String fine = "[".repeat(OutputParser.MAX_DEPTH) + "]".repeat(OutputParser.MAX_DEPTH);
        assertThat(ofText(fine).parsed()).isTrue();
        assertThatThrownBy(() -> OutputValidator.validate(json(deep), null))
            .isInstanceOfSatisfying(ValidationProblem.class, p -> assertThat(p.code()).isEqualTo("output_too_deep"));
    }

    @Test
    void aStringThatIsNotJsonIsStillValidatedAsAString() {
        Validation v = OutputValidator.validate(TextNode.valueOf("plain answer"),
            json("{\"type\": \"string\", \"maxLength\": 5}"));
        assertThat(v.parsed()).isFalse();
        assertThat(v.parseError()).isNotNull();
        assertThat(v.valid()).isFalse();
        assertThat(v.valueType()).isEqualTo("string");
        assertThat(v.errors()).extracting(Validation.Error::keyword).containsExactly("maxLength");
        Validation ok = OutputValidator.validate(TextNode.valueOf("plain answer"), json("{\"type\": \"string\"}"));
        assertThat(ok.parsed()).isFalse();
        assertThat(ok.valid()).isTrue();
    }

    @Test
    void aStringHoldingJsonIsValidatedAsTheParsedValue() {
        Validation v = OutputValidator.validate(TextNode.valueOf("42"), json("{\"type\": \"string\"}"));
        assertThat(v.valid()).isFalse();
        assertThat(v.valueType()).isEqualTo("integer");
    }
}
