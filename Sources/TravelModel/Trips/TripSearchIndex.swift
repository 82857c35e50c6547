import Foundation

/// The trips' text, folded for search once per trip (lower case, no accents: see `SearchQuery`), so that a
/// search letter compares bytes instead of folding every name, subtitle and activity again.
///
/// Each trip's fields are kept as one run of UTF-8 bytes separated by zero bytes, which a term never holds, so
/// a term is found within one field.
struct TripSearchIndex: Sendable {
    private var texts: [Trip.ID: [UInt8]] = [:]

    /// The index of `trips`, every text folded (to make off the main actor, so that the first search letter
    /// does not fold ten thousand trips).
    init(folding trips: some Sequence<Trip>) {
        for trip in trips { texts[trip.id] = Self.foldedText(of: trip) }
    }

    /// An empty index: each trip's text is folded when it is first searched.
    init() {}

    /// An index of texts folded before (`foldedText(of:)`), as the database keeps them.
    init(texts: [Trip.ID: [UInt8]]) {
        self.texts = texts
    }

    /// Whether the index holds no trip's text.
    var isEmpty: Bool {
        texts.isEmpty
    }

    /// Takes the texts of `other` for the trips this index has not folded yet.
    mutating func adopt(_ other: TripSearchIndex) {
        texts.merge(other.texts) { mine, _ in mine }
    }

    /// Forgets a trip's text (it changed or left), to fold it again when it is searched.
    mutating func forget(_ id: Trip.ID) {
        texts[id] = nil
    }

    /// Keeps `trip`'s text, folded now: for a trip given with its activities (a trip without its list of
    /// activities would lose their names).
    mutating func fold(_ trip: Trip) {
        texts[trip.id] = Self.foldedText(of: trip)
    }

    /// Forgets every trip's text.
    mutating func forgetAll() {
        texts.removeAll(keepingCapacity: true)
    }

    /// The trips among `trips`, in their order, in which every term of `query` is found in the name, the
    /// subtitle or an activity's name; a trip whose text the index does not hold is folded as `withActivities`
    /// gives it (with its activities), and kept.
    mutating func trips(_ trips: [Trip], matching query: SearchQuery, withActivities: (Trip) -> Trip) -> [Trip] {
        let terms = query.terms.map { Array($0.utf8) }
        return trips.filter { trip in
            let text = self.text(of: trip, withActivities: withActivities)
            return terms.allSatisfy { term in Self.contains(text, term) }
        }
    }

    private mutating func text(of trip: Trip, withActivities: (Trip) -> Trip) -> [UInt8] {
        if let text = texts[trip.id] { return text }
        let text = Self.foldedText(of: withActivities(trip))
        texts[trip.id] = text
        return text
    }

    /// A trip's name, subtitle and activities (those `activities` holds), folded, each followed by a zero byte.
    static func foldedText(of trip: Trip) -> [UInt8] {
        var text: [UInt8] = []
        for field in [trip.name, trip.subtitle] + (trip.activities ?? []).map(\.name) {
            text += SearchQuery.fold(field).utf8
            text.append(0)
        }
        return text
    }

    /// Whether `term` occurs in `text`.
    private static func contains(_ text: [UInt8], _ term: [UInt8]) -> Bool {
        guard !term.isEmpty else { return true }
        guard text.count >= term.count else { return false }
        return text.withUnsafeBufferPointer { haystack in
            term.withUnsafeBufferPointer { needle in
                guard let haystackStart = haystack.baseAddress, let needleStart = needle.baseAddress else { return false }
                let first = Int32(needle[0])
                let last = haystack.count - needle.count
                var offset = 0
                // Each place the first byte occurs (memchr), then the rest (memcmp).
                while offset <= last, let found = memchr(haystackStart + offset, first, last - offset + 1) {
                    let position = haystackStart.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(haystackStart + position, needleStart, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
