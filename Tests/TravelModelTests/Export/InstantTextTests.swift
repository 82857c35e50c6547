import Foundation
import Testing
@testable import TravelModel

/// Moments as ISO 8601 text with their offset, written and read back as the very same `Date`: whole seconds,
/// fractions of every size, before 2001 and before 1970, at any offset, across the changes of daylight saving
/// time; and the texts that are not moments.
@Suite("Moments as text")
struct InstantTextTests {
    private func text(_ seconds: Double, offset: Int = 0) -> String? {
        InstantText.text(secondsSince2001: seconds, offset: offset)
    }

    @Test("Known moments, at UTC and at offsets")
    func knownMoments() {
        #expect(text(0) == "2001-01-01T00:00:00Z")
        #expect(text(-0.5) == "2000-12-31T23:59:59.5Z")
        #expect(text(0.25, offset: 9 * 3_600) == "2001-01-01T09:00:00.25+09:00")
        #expect(text(0, offset: -(3 * 3_600 + 30 * 60)) == "2000-12-31T20:30:00-03:30")
        #expect(text(-978_307_200) == "1970-01-01T00:00:00Z")
        #expect(text(5e-05) == "2001-01-01T00:00:00.00005Z")
        #expect(text(-5e-05) == "2000-12-31T23:59:59.99995Z")
        // The proleptic Gregorian calendar: 1582-10-04 is followed by 1582-10-05, not by 10-15 as in Foundation's.
        let days = InstantText.days(fromYear: 1582, month: 10, day: 5) - InstantText.days(fromYear: 1582, month: 10, day: 4)
        #expect(days == 1)
        #expect(text(Double(InstantText.days(fromYear: 1, month: 1, day: 1) * 86_400 - InstantText.referenceSeconds)) == "0001-01-01T00:00:00Z")
        #expect(text(Double(InstantText.days(fromYear: 9999, month: 12, day: 31) * 86_400 + 86_399 - InstantText.referenceSeconds))
            == "9999-12-31T23:59:59Z")
    }

    @Test("What cannot be written: not a number, outside the years 1 to 9999, an offset of seconds or a day")
    func unwritable() {
        #expect(text(.nan) == nil)
        #expect(text(.infinity) == nil)
        #expect(text(1e12) == nil, "the year 33,689")
        #expect(text(-1e11) == nil, "before the year 1")
        #expect(text(0, offset: 30) == nil)
        #expect(text(0, offset: 86_400) == nil)
        let lastHour = Double(InstantText.days(fromYear: 9999, month: 12, day: 31) * 86_400 + 23 * 3_600 - InstantText.referenceSeconds)
        #expect(text(lastHour) == "9999-12-31T23:00:00Z")
        #expect(text(lastHour, offset: 3_600) == nil, "9999-12-31T23:00Z is the year 10000 an hour east")
    }

    @Test("Days agree with Foundation's Gregorian calendar after 1582")
    func daysAgreeWithFoundation() throws {
        let calendar = try gregorian("UTC")
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let seconds = Double(random.int(in: -13_000_000_000...250_000_000_000))
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let written = try #require(text(seconds))
            let expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                                  parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            #expect(written == expected)
        }
    }

    @Test("Any moment reads back as itself, at any offset: whole seconds, fractions of every size, signs")
    func everyMomentReadsBackExactly() throws {
        var random = SplitMix64(seed: 24)
        var moments: [Double] = [0, -0.5, 0.1, 1e-9, -1e-9, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.1 + 0.2, 789_000_000.123_456_78, -31_000_000_000.999_999]
        for _ in 0..<5_000 {
            let whole = Double(random.int(in: -60_000_000_000...250_000_000_000))
            let scale = [1.0, 1e-3, 1e-6, 1e-9, 1e-12, 1e-17][random.int(in: 0...5)]
            moments.append(whole + Double(random.int(in: -1_000_000...1_000_000)) * scale)
            moments.append(Double(bitPattern: random.next() & 0x41FF_FFFF_FFFF_FFFF | 0x0100_0000_0000_0000))
        }
        for seconds in moments where text(seconds) != nil {
            for offset in [0, 3_600, -5 * 3_600 - 30 * 60, 14 * 3_600, -12 * 3_600, 5 * 3_600 + 45 * 60] {
                let written = try #require(text(seconds, offset: offset))
                let read = try #require(InstantText.seconds(of: written.utf8), "\(written)")
                #expect(read.bitPattern == seconds.bitPattern || (read == 0 && seconds == 0), "\(seconds) at \(offset) was \(written), read \(read)")
            }
        }
    }

    @Test("A day's moments across the change of daylight saving time keep their offsets, and read back exactly")
    func acrossDaylightSavingTime() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var offsets = UTCOffsets(timeZone: berlin)
        // 2026-03-29 01:00 UTC the clocks go from 02:00 to 03:00 in Berlin.
        let change = try moment(try gregorian("UTC"), 2026, 3, 29, 1).timeIntervalSinceReferenceDate
        let before = change - 0.5, after = change + 0.5
        let writtenBefore = try #require(text(before, offset: offsets.offset(atSecondsSince2001: before)))
        let writtenAfter = try #require(text(after, offset: offsets.offset(atSecondsSince2001: after)))
        #expect(writtenBefore == "2026-03-29T01:59:59.5+01:00")
        #expect(writtenAfter == "2026-03-29T03:00:00.5+02:00")
        #expect(InstantText.seconds(of: writtenBefore.utf8) == before)
        #expect(InstantText.seconds(of: writtenAfter.utf8) == after)
        // Out of order, as the expenses come, the stretches give Foundation's offsets.
        var random = SplitMix64(seed: 3)
        for _ in 0..<3_000 {
            let seconds = Double(random.int(in: 0...900_000_000)) + 0.25
            #expect(offsets.offset(atSecondsSince2001: seconds) == berlin.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: seconds)))
        }
    }

    @Test("Texts that are not moments are refused", arguments: [
        "", "2026-03-14", "2026-03-14T12:00:00", "2026-03-14 12:00:00Z", "2026-03-14t12:00:00z", "2026-02-30T12:00:00Z",
        "2025-02-29T12:00:00Z", "0000-01-01T00:00:00Z", "2026-13-01T00:00:00Z", "2026-03-14T24:00:00Z", "2026-03-14T12:60:00Z",
        "2026-03-14T12:00:60Z", "2026-03-14T12:00:00.Z", "2026-03-14T12:00:00+0900", "2026-03-14T12:00:00+24:00",
        "2026-03-14T12:00:00+09:60", "+2026-03-14T12:00:00Z", "2026-03-14T12:00:00Z ", "２０２６-03-14T12:00:00Z",
        "2026-03-14T12:00:00." + String(repeating: "1", count: 401) + "Z", "2026-03-14T12:00:00-00:00x",
    ])
    func notMoments(_ text: String) {
        #expect(InstantText.seconds(of: text.utf8) == nil, "\(text)")
    }

    @Test("A hand-written fraction longer than a Date holds reads as the nearest moment")
    func longFractions() throws {
        let read = try #require(InstantText.seconds(of: "2001-01-01T00:00:00.1000000000000000000001Z".utf8))
        #expect(read == 0.1)
        #expect(InstantText.seconds(of: "2001-01-01T09:00:00+09:00".utf8) == 0)
        #expect(InstantText.seconds(of: "2000-12-31T23:59:59.75Z".utf8) == -0.25)
    }
}

/// JSON strings as the data document writes them: everything JSON or a terminal would take for something else
/// escaped, the rest as it is, and read back by Foundation as the same text.
@Suite("JSON text")
struct JSONTextTests {
    private func string(_ text: String) -> String {
        var buffer: [UInt8] = []
        JSONText.appendString(text, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test("Escapes: quotes, backslashes, controls as \\u00XX (an ESC is \\u001b), DEL and C1, the line separators")
    func escapes() {
        #expect(string("plain") == "\"plain\"")
        #expect(string("a\"b\\c/d") == "\"a\\\"b\\\\c/d\"")
        #expect(string("\n\r\t\u{08}\u{0C}") == "\"\\n\\r\\t\\b\\f\"")
        #expect(string("\u{1B}[2J") == "\"\\u001b[2J\"")
        #expect(string("\u{00}\u{1F}\u{7F}\u{80}\u{9B}\u{9F}") == "\"\\u0000\\u001f\\u007f\\u0080\\u009b\\u009f\"")
        #expect(string("\u{2028}\u{2029}\u{FEFF}") == "\"\\u2028\\u2029\\ufeff\"")
        #expect(string("Kyōto 🍜 שלום \u{202E}é") == "\"Kyōto 🍜 שלום \u{202E}é\"", "other characters as they are")
    }

    @Test("Bytes that are not UTF-8 become U+FFFD, as the app reads them")
    func notUTF8() {
        let bytes: [UInt8] = [0x41, 0xFF, 0x42, 0xC3]
        var buffer: [UInt8] = []
        bytes.withUnsafeBufferPointer { JSONText.appendString($0, to: &buffer) }
        #expect(String(decoding: buffer, as: UTF8.self) == "\"A\u{FFFD}B\u{FFFD}\"")
    }

    @Test("Foundation reads every string back as it was")
    func foundationReadsThemBack() throws {
        var random = SplitMix64(seed: 11)
        let pieces = ["a", "\"", "\\", "\u{1B}", "\u{00}", "\n", "\u{7F}", "\u{85}", "\u{2028}", "é", "e\u{301}", "🍜", "👩‍👩‍👧",
                      "ש", "\u{202E}", "\u{FEFF}", "\u{FFFD}", "𝄞", "中"]
        for _ in 0..<500 {
            let text = (0..<random.int(in: 0...12)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
            let json = "[" + string(text) + "]"
            let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(read?.first?.unicodeScalars.elementsEqual(text.unicodeScalars) == true, "\(json)")
        }
    }
}
