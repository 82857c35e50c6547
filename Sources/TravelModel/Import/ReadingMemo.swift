import Foundation

/// What reading a file works out once for the text its entries share, in the time zone the days are read in:
/// the noon of each day and the reading of each amount (a million expenses share a few thousand days, and
/// amounts repeat). It keeps `capacity` of each at most; beyond that, text is worked out each time.
struct ReadingMemo {
    /// How many days, and how many amounts, are kept at most.
    static let capacity = 1 << 16

    /// The time zone the days are read in.
    let timeZone: TimeZone
    private var noons: [String: Date] = [:]
    private var amounts: [String: StoredAmount.Reading] = [:]

    /// A memo for days read in `timeZone`.
    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// `StoredDay.noon(of:timeZone:)` of `day`.
    mutating func noon(of day: String) -> Date? {
        if let noon = noons[day] { return noon }
        let noon = StoredDay.noon(of: day, timeZone: timeZone)
        if let noon, noons.count < Self.capacity { noons[day] = noon }
        return noon
    }

    /// `StoredAmount.read(_:)` of `text`.
    mutating func amount(_ text: String) -> StoredAmount.Reading {
        if let reading = amounts[text] { return reading }
        let reading = StoredAmount.read(text)
        if amounts.count < Self.capacity { amounts[text] = reading }
        return reading
    }
}
