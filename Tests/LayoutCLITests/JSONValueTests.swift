import Foundation
import Testing
@testable import LayoutCLI

/// The one JSON writer: escaping, numbers, layout; what it writes is read back
/// by Foundation's strict parser.
@Suite struct JSONValueTests {
    /// `value` read back by `JSONSerialization` (fragments allowed: a lone string or number).
    static func parsed(_ value: JSONValue) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(value.rendered().utf8), options: [.fragmentsAllowed])
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() throws {
        // RFC 8259: '"', '\' and U+0000…U+001F must be escaped; the short forms for
        // \n \r \t, \u00XX (lower-case hex, 4 digits) for the others. Everything else,
        // DEL and non-ASCII included, is written as it is (UTF-8).
        let cases: [(String, String)] = [
            ("plain", #""plain""#),
            ("a\"b", #""a\"b""#),
            ("back\\slash", #""back\\slash""#),
            ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
            ("\u{0}\u{1}\u{8}\u{C}\u{1F}", #""\u0000\u0001\u0008\u000c\u001f""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("héllo → 漢字 🙂", "\"héllo → 漢字 🙂\""),
            ("\u{2028}", "\"\u{2028}\""),
            ("", #""""#),
        ]
        for (text, json) in cases {
            #expect(JSONValue.string(text).rendered() == json, "\(text.debugDescription)")
            #expect(try Self.parsed(.string(text)) as? String == text, "\(text.debugDescription)")
        }
        // Keys are escaped the same way.
        #expect(JSONValue.object([("a\"\n", .null)]).rendered(indent: 0) == #"{"a\"\n":null}"#)
    }

    @Test func integersKeepEveryDigit() throws {
        // 2^53 + 1 is the first integer a Double cannot hold.
        for value: Int64 in [0, -1, 9_007_199_254_740_993, .max, .min] {
            #expect(JSONValue.integer(value).rendered() == String(value))
            let number = try #require(try Self.parsed(.integer(value)) as? NSNumber)
            #expect(number.int64Value == value)
        }
    }

    @Test func numbersAreExactAndReadBackAsTheSameDouble() throws {
        let cases: [(Double, String)] = [
            (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"), (-32, "-32"), (127.5, "127.5"),
            (1e-7, "1e-07"), (1e300, "1e+300"), (-0.0, "0"),
        ]
        for (value, text) in cases {
            #expect(JSONValue.number(value).rendered() == text)
            // JSONDecoder reads a Double from the digits themselves (JSONSerialization
            // may go through a decimal and lose the last digit).
            let read = try JSONDecoder().decode([Double].self, from: Data(JSONValue.array([.number(value)]).rendered().utf8))
            #expect(read == [value], "\(text)")
        }
    }

    @Test func solvedValuesAreWrittenAtFullPrecisionAndTheTablesRoundThem() {
        // A solved value is a number like any other in JSON: its exact form, which reads
        // back as the same double; the tables keep 3 decimals for reading.
        for (value, json, table) in [(124.99999999999999, "124.99999999999999", "125"), (-10.0 / 3, "-3.3333333333333335", "-3.333"),
                                     (63.00000000000001, "63.00000000000001", "63"), (-0.0001, "-0.0001", "0")] {
            #expect(FramesOutput.json(value).rendered() == json)
            #expect(FramesOutput.number(value) == table)
        }
    }

    @Test func aNumberThatIsNotFiniteIsNull() {
        for value in [Double.infinity, -.infinity, .nan] {
            #expect(JSONValue.number(value).rendered() == "null")
            #expect(FramesOutput.json(value).rendered() == "null")
        }
    }

    @Test func objectsKeepTheirOrderAndAreIndentedTwoSpacesPerLevel() throws {
        let value = JSONValue.output([
            ("z", .int(1)), ("a", .array([.bool(true), .null, .array([]), .object([])])), ("m", .string(orNull: nil)),
        ])
        #expect(value.rendered() == """
            {
              "format": 1,
              "z": 1,
              "a": [
                true,
                null,
                [],
                {}
              ],
              "m": null
            }
            """)
        #expect(value.rendered(indent: 0) == #"{"format":1,"z":1,"a":[true,null,[],{}],"m":null}"#)
        // Deeper than the prepared margins (32 spaces): still indented.
        var deep = JSONValue.int(7)
        for _ in 0..<20 { deep = .array([deep]) }
        let lines = deep.rendered().split(separator: "\n")
        #expect(lines[20] == Substring(String(repeating: " ", count: 40) + "7"))
        #expect(try Self.parsed(deep) is [Any])
    }
}
