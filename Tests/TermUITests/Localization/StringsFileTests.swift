import Foundation
import Testing
@testable import TermUIViews

/// The `.strings` text format: pairs, comments, escapes, unquoted words, encodings, and broken files.
struct StringsFileTests {
    @Test func pairsWithCommentsAndEscapes() {
        let text = """
        /* A comment with "quotes" and = ; inside */
        "greeting" = "Hallo, Welt";
        // a line comment "x" = "y";
        "lines" = "eins\\nzwei\\t\\"drei\\" \\\\ \\U00E9\\u00FC \\101";
        key_word = other.word;
        "alone";
        "unicode ✓" = "Häkchen ✓";
        """
        let entries = StringsFile.entries(of: Data(text.utf8))
        #expect(entries == [
            "greeting": "Hallo, Welt", "lines": "eins\nzwei\t\"drei\" \\ éü A", "key_word": "other.word",
            "alone": "alone", "unicode ✓": "Häkchen ✓",
        ])
    }

    @Test func utf16WithItsByteOrderMarkAndUTF8WithOne() throws {
        let text = "\"Trips\" = \"Reisen\";\n"
        let little = try #require(text.data(using: .utf16LittleEndian))
        let big = try #require(text.data(using: .utf16BigEndian))
        #expect(StringsFile.entries(of: Data([0xFF, 0xFE]) + little) == ["Trips": "Reisen"])
        #expect(StringsFile.entries(of: Data([0xFE, 0xFF]) + big) == ["Trips": "Reisen"])
        #expect(StringsFile.entries(of: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)) == ["Trips": "Reisen"])
    }

    @Test func aBrokenPairCostsOnlyItself() {
        let text = """
        "good" = "gut";
        "no semicolon" = "x"
        "missing value" = ;
        = "no key";
        "after" = "danach";
        "unterminated = "oops;
        "last" = "letzte";
        /* an unterminated comment
        """
        let entries = StringsFile.entries(of: Data(text.utf8))
        #expect(entries["good"] == "gut")
        #expect(entries["after"] == "danach")
        #expect(entries["no semicolon"] == nil)
        #expect(entries["missing value"] == nil)
        #expect(entries["last"] == "letzte")
    }

    @Test func bytesThatAreNotTextGiveNothing() {
        #expect(StringsFile.entries(of: Data([0x22, 0xC3, 0x28, 0x22, 0x3D, 0x22, 0x22, 0x3B])).isEmpty)
        #expect(StringsFile.entries(of: Data()).isEmpty)
        // Random bytes never crash.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                "\"=;\\/*Uu0 ab".utf8.randomElement(using: &generator) ?? 0
            }
            _ = StringsFile.entries(of: Data(bytes))
        }
    }
}
