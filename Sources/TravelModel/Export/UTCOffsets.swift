import Foundation

/// The offset from UTC of a time zone at each moment, asked of Foundation once for each stretch of time between
/// two of the zone's changes, then looked up in the few stretches known: the expenses are read in the order
/// entered, not by date, and Foundation's answer costs more than the rest of a row.
///
/// Which offset a date is written with changes its text, never the moment it reads back as.
struct UTCOffsets {
    let timeZone: TimeZone
    /// Stretches of time of one offset, as seconds since 2001: from the earliest moment asked for in it to the
    /// zone's next change after it.
    private var stretches: [(start: Double, end: Double, offset: Int)] = []
    /// The stretch found last: the next moment is likely in it.
    private var last = 0

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The offset, in seconds east of UTC, at `seconds` after 2001 (a finite number).
    mutating func offset(atSecondsSince2001 seconds: Double) -> Int {
        if last < stretches.count, stretches[last].start <= seconds, seconds < stretches[last].end {
            return stretches[last].offset
        }
        if let index = stretches.firstIndex(where: { $0.start <= seconds && seconds < $0.end }) {
            last = index
            return stretches[index].offset
        }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let offset = timeZone.secondsFromGMT(for: date)
        let end = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSinceReferenceDate ?? .infinity
        if let index = stretches.firstIndex(where: { $0.end == end && $0.offset == offset }) {
            // The same stretch, known from a later moment: it begins no later than this one.
            stretches[index].start = min(stretches[index].start, seconds)
            last = index
        } else {
            stretches.append((seconds, end, offset))
            last = stretches.count - 1
        }
        return offset
    }
}
