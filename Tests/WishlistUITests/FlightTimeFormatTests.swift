import Foundation
import Testing
@testable import WishlistUI

/// The board's times of day take the form and hour cycle of the locale of dates.
struct FlightTimeFormatTests {
    @Test func timesTakeTheLocalesOwnForm() throws {
        let morning = Date(timeIntervalSince1970: 6 * 3600 + 45 * 60)
        func time(_ identifier: String) throws -> String {
            let style = FlightTimeFormat.style(locale: Locale(identifier: identifier), timeZone: try #require(TimeZone(identifier: "UTC")))
            return morning.formatted(style)
        }
        #expect(try time("de_DE") == "06:45")
        #expect(try time("en_GB") == "06:45")
        #expect(try time("en_US").replacingOccurrences(of: "\u{202F}", with: " ") == "6:45 AM")
        // In the time zone given (the environment's), not the machine's.
        let tokyo = FlightTimeFormat.style(locale: Locale(identifier: "de_DE"), timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        #expect(morning.formatted(tokyo) == "15:45")
    }
}
